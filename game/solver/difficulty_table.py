"""Cut-offs of the difficulty bands, per kind of deal: (last easy effort, last medium
effort), in positions the search expands (game/solver/difficulty.py). Written by
tools/calibrate_difficulty.py; do not edit by hand."""

CUTOFFS: dict[str, tuple[int, int]] = {
    "canfield-hoyle/1": (24, 34),
    "canfield-hoyle/3": (64, 280),
    "canfield-standard/1": (57, 69),
    "canfield-standard/3": (100, 687),
    "canfield-strict/1": (24, 34),
    "canfield-strict/3": (65, 290),
}
# The first winnable deals of each kind and their efforts when calibrated:
SAMPLES: dict[str, tuple[tuple[int, int], ...]] = {
    "canfield-hoyle/1": ((1, 211), (2, 24), (3, 26), (4, 26), (5, 24)),
    "canfield-hoyle/3": (
        (2, 147),
        (3, 280),
        (5, 261),
        (8, 179),
        (10, 44),
        (11, 75),
        (14, 250),
        (15, 49),
        (16, 156),
        (17, 60),
        (18, 195),
        (21, 354),
    ),
    "canfield-standard/1": ((1, 65), (2, 52), (3, 52), (4, 60), (5, 53), (6, 586)),
    "canfield-standard/3": ((1, 1901), (2, 73), (3, 1175), (5, 1053), (6, 12165), (8, 182)),
    "canfield-strict/1": ((1, 211), (2, 24), (3, 26), (4, 26), (5, 24)),
    "canfield-strict/3": ((2, 52), (3, 290), (5, 806), (8, 1184), (10, 44)),
}
