"""`python -m game` runs the command line."""

from game.cli import main

raise SystemExit(main())
