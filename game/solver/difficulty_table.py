"""Cut-offs of the difficulty bands, per kind of deal: (last easy effort, last medium
effort), in positions the search expands (game/solver/difficulty.py). Written by
tools/calibrate_difficulty.py; do not edit by hand."""

CUTOFFS: dict[str, tuple[int, int]] = {
    "canfield-hoyle/1": (26, 37),
    "canfield-hoyle/3": (71, 416),
    "canfield-standard/1": (57, 69),
    "canfield-standard/3": (100, 687),
    "canfield-strict/1": (26, 37),
    "canfield-strict/3": (70, 359),
}
# The first winnable deals of each kind and their efforts when calibrated:
SAMPLES: dict[str, tuple[tuple[int, int], ...]] = {
    "canfield-hoyle/1": ((1, 213), (2, 24), (3, 27), (4, 29), (5, 25)),
    "canfield-hoyle/3": ((2, 154), (3, 289), (5, 416), (8, 393), (10, 50)),
    "canfield-standard/1": ((1, 65), (2, 52), (3, 52), (4, 60), (5, 53), (6, 586)),
    "canfield-standard/3": ((1, 1901), (2, 73), (3, 1175), (5, 1053), (6, 12165), (8, 182)),
    "canfield-strict/1": ((1, 213), (2, 24), (3, 27), (4, 29), (5, 25)),
    "canfield-strict/3": ((2, 56), (3, 301), (5, 874), (8, 691), (10, 50)),
}
