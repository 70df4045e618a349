"""`python -m game` runs the command line."""

from game.cli import main

# Guarded: the solver worker is started with "spawn", which imports the main module again.
if __name__ == "__main__":
    raise SystemExit(main())
