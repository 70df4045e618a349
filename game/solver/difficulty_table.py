"""Cut-offs of the difficulty bands, per kind of deal: (last easy effort, last medium
effort), in positions the search expands (game/solver/difficulty.py). Written by
tools/calibrate_difficulty.py; do not edit by hand."""

CUTOFFS: dict[str, tuple[int, int]] = {
    "canfield-hoyle/1": (27, 36),
    "canfield-hoyle/3": (69, 544),
    "canfield-standard/1": (57, 72),
    "canfield-standard/3": (137, 570),
    "canfield-strict/1": (27, 36),
    "canfield-strict/3": (67, 399),
}
# The first winnable deals of each kind and their efforts when calibrated:
SAMPLES: dict[str, tuple[tuple[int, int], ...]] = {
    "canfield-hoyle/1": ((1, 854), (2, 24), (3, 27), (4, 32), (5, 25)),
    "canfield-hoyle/3": ((2, 129), (3, 204), (5, 334), (8, 217), (10, 50)),
    "canfield-standard/1": ((1, 72), (2, 52), (3, 52), (4, 60), (5, 53)),
    "canfield-standard/3": ((1, 613), (2, 72), (3, 7072), (5, 163), (6, 183)),
    "canfield-strict/1": ((1, 854), (2, 24), (3, 27), (4, 32), (5, 25)),
    "canfield-strict/3": ((2, 56), (3, 219), (5, 590), (10, 50), (11, 83)),
}
