#!/usr/bin/env python3
"""Decode an APNG with Pillow, an APNG decoder independent of ours, for the APNG tests.

Usage: apng-frames.py INPUT.png OUTDIR

Writes every frame as Pillow composes it (the whole canvas, RGBA) to OUTDIR/frame_000.png, … and
prints one JSON object: the canvas size, Pillow's frame count, loop count and per-frame durations in
milliseconds, so a test can compare them with what the file was made from. Run with the venv that
`scripts/setup --test` makes (.build/venv/bin/python); exits 1 with a one-line message on any failure.
"""
import json
import os
import sys

try:
    from PIL import Image
except ImportError:
    sys.exit("apng-frames.py: Pillow is missing; run scripts/setup --test (it makes .build/venv with Pillow)")


def main(argv):
    if len(argv) != 3:
        sys.exit("usage: apng-frames.py INPUT.png OUTDIR")
    source, folder = argv[1], argv[2]
    os.makedirs(folder, exist_ok=True)
    with Image.open(source) as image:
        if image.format != "PNG":
            sys.exit(f"apng-frames.py: {source} is {image.format}, not PNG")
        count = getattr(image, "n_frames", 1)
        durations = []
        for index in range(count):
            image.seek(index)
            durations.append(image.info.get("duration"))
            image.convert("RGBA").save(os.path.join(folder, f"frame_{index:03d}.png"))
        report = {
            "width": image.width,
            "height": image.height,
            "frames": count,
            "isAnimated": getattr(image, "is_animated", False),
            "loop": image.info.get("loop"),
            "durations": durations,
        }
    print(json.dumps(report))


if __name__ == "__main__":
    try:
        main(sys.argv)
    except Exception as error:  # one line for the test's failure message
        sys.exit(f"apng-frames.py: {type(error).__name__}: {error}")
