"""Tiny stdlib-only synthesiser used by tools/make_sounds.py."""
