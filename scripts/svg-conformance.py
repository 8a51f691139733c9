#!/usr/bin/env python3
"""Render every NAME.svg of a folder with `togglerender svg` and compare it with NAME.png beside it.

Usage: svg-conformance.py --togglerender BIN [--tolerance T] [--allowed N] [--keep DIR] FOLDER
(scripts/svg-conformance sets up Pillow, builds the CLI and calls this.)

The reference pictures may come from any renderer (Chromium's: scripts/record-svg-conformance). Each
SVG is rendered at its reference's width (the height follows the SVG's aspect ratio), then:

- the render failed: the error line is printed;
- the sizes differ: both sizes are printed;
- else the pixels are compared, as premultiplied 8-bit RGBA. A pixel differs when one of its channels
  lies more than T (default 8 of 255) outside the range that channel takes in the other picture's
  3 x 3 neighbourhood of the same place, checked both ways. On an edge, the neighbourhood holds both
  sides' colours, so any blend of them (another anti-aliasing) passes; inside a flat area the range is
  one colour, so a wrong colour, a shape moved by more than a pixel, or a missing hairline fails. The
  picture matches when at most N pixels differ (default 0).

Prints one line per file (`ok` or `DIFFERS` and why: how many pixels differ, by how much at most,
the box they lie in, and the warnings the render raised, which usually name the unsupported feature),
then `M of K match (P %)`. Exits 0 whatever the share, 1 with a one-line message on a usage error.
"""
import argparse
import os
import subprocess
import sys
import tempfile

try:
    from PIL import Image, ImageChops, ImageFilter
except ImportError:
    sys.exit("svg-conformance.py: Pillow is missing; run scripts/setup --test (it makes .build/venv with Pillow)")


def pairs(folder):
    """(name relative to the folder, svg path, png path) for every SVG that has a reference picture."""
    for root, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if name.endswith(".svg") and os.path.exists(os.path.join(root, name[:-4] + ".png")):
                svg = os.path.join(root, name)
                yield os.path.relpath(svg, folder)[:-4], svg, svg[:-4] + ".png"


def premultiplied_bands(path):
    return Image.open(path).convert("RGBA").convert("RGBa").split()


def excess(ours, theirs):
    """Per pixel, how far the channels of `ours` lie outside the range of `theirs` over 3 x 3 (max over channels)."""
    worst = None
    for mine, other in zip(ours, theirs):
        low, high = other.filter(ImageFilter.MinFilter(3)), other.filter(ImageFilter.MaxFilter(3))
        band = ImageChops.lighter(ImageChops.subtract(low, mine), ImageChops.subtract(mine, high))
        worst = band if worst is None else ImageChops.lighter(worst, band)
    return worst


def compare(ours_path, reference_path, tolerance, allowed):
    """None when the pictures match, else why not."""
    ours, theirs = Image.open(ours_path), Image.open(reference_path)
    if ours.size != theirs.size:
        return f"size {ours.width} x {ours.height}, reference {theirs.width} x {theirs.height}"
    a, b = premultiplied_bands(ours_path), premultiplied_bands(reference_path)
    difference = ImageChops.lighter(excess(a, b), excess(b, a))
    differing = difference.point(lambda v: 255 if v > tolerance else 0)
    count = differing.histogram()[255]
    if count <= allowed:
        return None
    box = differing.getbbox()
    share = 100 * count / (ours.width * ours.height)
    return (f"{count} pixels differ ({share:.1f} %), by up to {difference.getextrema()[1]} of 255, "
            f"in x {box[0]}...{box[2] - 1}, y {box[1]}...{box[3] - 1}")


def main():
    parser = argparse.ArgumentParser(description="Compare togglerender svg with reference PNGs.")
    parser.add_argument("folder")
    parser.add_argument("--togglerender", required=True, help="the togglerender binary")
    parser.add_argument("--tolerance", type=int, default=8, help="channel difference beyond the neighbourhood (0-255)")
    parser.add_argument("--allowed", type=int, default=0, help="differing pixels a match may have")
    parser.add_argument("--keep", help="folder to keep our renders in (NAME.png, same layout)")
    args = parser.parse_args()
    if not os.path.isdir(args.folder):
        sys.exit(f"svg-conformance.py: {args.folder}: no such folder")
    found = list(pairs(args.folder))
    if not found:
        sys.exit(f"svg-conformance.py: {args.folder} holds no NAME.svg with a NAME.png beside it")
    matched = 0
    with tempfile.TemporaryDirectory(prefix="svg-conformance-") as scratch:
        for name, svg, reference in found:
            out = os.path.join(args.keep or scratch, name + ".png")
            os.makedirs(os.path.dirname(out), exist_ok=True)
            width = Image.open(reference).width
            run = subprocess.run([args.togglerender, "svg", "--width", str(width), svg, out],
                                 capture_output=True, text=True)
            warnings = [line for line in run.stderr.splitlines() if line.strip()]
            if run.returncode != 0:
                reason = f"render failed (exit {run.returncode}): {warnings[-1] if warnings else 'no message'}"
                warnings = []
            else:
                reason = compare(out, reference, args.tolerance, args.allowed)
            if reason is None:
                matched += 1
                print(f"ok       {name}" + (f"  ({len(warnings)} warnings)" if warnings else ""))
            else:
                print(f"DIFFERS  {name}: {reason}")
                for line in warnings:
                    print(f"           {line}")
    print(f"{matched} of {len(found)} match ({100 * matched / len(found):.0f} %)")


if __name__ == "__main__":
    main()
