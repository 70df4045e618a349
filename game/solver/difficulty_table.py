"""Cut-offs of the difficulty bands, per kind of deal: (last easy effort, last medium
effort), in positions the search expands (game/solver/difficulty.py). Written by
tools/calibrate_difficulty.py; do not edit by hand."""

CUTOFFS: dict[str, tuple[int, int]] = {
    "canfield-hoyle/1": (25, 36),
    "canfield-hoyle/3": (68, 355),
    "canfield-standard/1": (57, 69),
    "canfield-standard/3": (100, 687),
    "canfield-strict/1": (25, 36),
    "canfield-strict/3": (67, 355),
}
# The first winnable deals of each kind and their efforts when calibrated:
SAMPLES: dict[str, tuple[tuple[int, int], ...]] = {
    "canfield-hoyle/1": ((1, 212), (2, 24), (3, 27), (4, 28), (5, 24)),
    "canfield-hoyle/3": (
        (2, 150),
        (3, 281),
        (5, 284),
        (8, 194),
        (10, 49),
        (11, 81),
        (14, 252),
        (15, 55),
        (16, 158),
        (17, 64),
        (18, 1736),
    ),
    "canfield-standard/1": ((1, 65), (2, 52), (3, 52), (4, 60), (5, 53), (6, 586)),
    "canfield-standard/3": ((1, 1901), (2, 73), (3, 1175), (5, 1053), (6, 12165), (8, 182)),
    "canfield-strict/1": ((1, 212), (2, 24), (3, 27), (4, 28), (5, 24)),
    "canfield-strict/3": ((2, 54), (3, 291), (5, 825), (8, 1156), (10, 49)),
}
