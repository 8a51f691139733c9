#!/usr/bin/env python3
"""The anchor scripts/bench measures togglerender against: pycairo drawing the heavy parts of the same
pictures at @3x and writing them as PNG (cairo's write_to_png: libpng's defaults, zlib level 6).

Machine speed moves by ±50 % here, so the bench reports ratios to this script run in the same minutes,
not absolute times. The drawings have the sizes, colours and shapes of ours, without the small details
(symbols, text, the knob's blurred shadow is a plain translucent disc): cairo's cost is in filling the
screen and writing the PNG, which these keep.

  cairo-reference.py demo-frames N      per-frame medians (ms, draw + write_to_png) of N frames of each demo
                                        screen, one line each: "day-night-demo 231.4"
  cairo-reference.py toggle-frames N DIR   N frames of the toggle's change to night as DIR/frame_NNN.png
                                        (the main command's work; hyperfine times the whole process)
"""
import math
import os
import statistics
import sys
import tempfile
import time

import cairo

SCALE = 3


def rgb(r, g, b, a=1.0):
    return (r / 255, g / 255, b / 255, a)


CYAN, BLUE, INDIGO = rgb(50, 173, 230), rgb(0, 122, 255), rgb(88, 86, 214)
BLACK, WHITE = rgb(0, 0, 0), rgb(255, 255, 255)
GROUPED, CARD = rgb(242, 242, 247), rgb(255, 255, 255)


def vertical_gradient(top, bottom, height, y=0.0):
    g = cairo.LinearGradient(0, y, 0, y + height)
    g.add_color_stop_rgba(0, *top)
    g.add_color_stop_rgba(1, *bottom)
    return g


def capsule(ctx, x, y, w, h):
    r = h / 2
    ctx.new_path()
    ctx.arc(x + r, y + r, r, math.pi / 2, 3 * math.pi / 2)
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, math.pi / 2)
    ctx.close_path()


def rounded_rect(ctx, x, y, w, h, r):
    ctx.new_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def toggle(ctx, x, y, progress):
    """The day/night toggle (56 pt high, 2.2 wide) in points at (x, y): day capsule, night capsule at
    `progress`, and the knob (with a translucent disc for its shadow) moved by `progress`."""
    h, w = 56.0, 123.2
    capsule(ctx, x, y, w, h)
    ctx.set_source(vertical_gradient(CYAN, BLUE, h, y))
    ctx.fill_preserve()
    ctx.set_source(vertical_gradient(INDIGO, BLACK, h, y))
    ctx.save(); ctx.clip(); ctx.paint_with_alpha(progress); ctx.restore()
    d = h - 8
    cx = x + 4 + d / 2 + (w - 8 - d) * progress
    ctx.new_path(); ctx.arc(cx, y + h / 2 + 2, d / 2 + 2, 0, 2 * math.pi)
    ctx.set_source_rgba(0, 0, 0, 0.12); ctx.fill()
    ctx.new_path(); ctx.arc(cx, y + h / 2, d / 2, 0, 2 * math.pi)
    ctx.set_source_rgba(*WHITE); ctx.fill()


def day_night_demo(ctx, progress):
    """The day/night demo screen (iPhone 16 Pro, 402 × 874 pt): window, the two full-screen gradients
    (the night one at `progress`), the toggle below the greeting's place."""
    w, h = 402.0, 874.0
    ctx.set_source_rgba(*WHITE); ctx.paint()
    ctx.set_source(vertical_gradient(rgb(50, 173, 230, 0.55), WHITE, h)); ctx.paint()
    ctx.set_source(vertical_gradient(BLACK, INDIGO, h)); ctx.paint_with_alpha(progress)
    toggle(ctx, (w - 123.2) / 2, 470, progress)


def symbol_morph_demo(ctx, progress):
    """The symbol morph grid (iPhone 16 Pro): grouped background, four cards (174 pt wide, 24 pt corners)
    with a disc where the symbol is."""
    ctx.set_source_rgba(*GROUPED); ctx.paint()
    for row in range(2):
        for col in range(2):
            x, y = 20 + col * 188, 300 + row * 150
            rounded_rect(ctx, x, y, 174, 136, 24)
            ctx.set_source_rgba(*CARD); ctx.fill()
            ctx.new_path(); ctx.arc(x + 40, y + 40, 16 + 4 * progress, 0, 2 * math.pi)
            ctx.set_source_rgba(1, 0.58, 0, 1 - 0.4 * progress); ctx.fill()


def frame(draw, width, height, progress, path, fmt=cairo.FORMAT_ARGB32):
    surface = cairo.ImageSurface(fmt, width, height)
    ctx = cairo.Context(surface)
    ctx.scale(SCALE, SCALE)
    draw(ctx, progress)
    surface.write_to_png(path)


def demo_frames(n):
    screen = (1206, 2622)
    path = os.path.join(tempfile.gettempdir(), f"cairo-reference-{os.getpid()}.png")
    try:
        for name, draw in (("day-night-demo", day_night_demo), ("symbol-morph-demo", symbol_morph_demo)):
            times = []
            for i in range(n):
                start = time.perf_counter()
                frame(draw, *screen, i / max(1, n - 1), path)
                times.append(time.perf_counter() - start)
            print(f"{name} {statistics.median(times) * 1000:.2f}")
    finally:
        if os.path.exists(path):
            os.remove(path)


def toggle_frames(n, folder):
    os.makedirs(folder, exist_ok=True)
    # The toggle's canvas at @3x (431 × 216 px) with the frame at (24, 12) px, as togglerender places it.
    for i in range(n):
        def draw(ctx, p):
            toggle(ctx, 8, 4, p)
        frame(draw, 431, 216, i / max(1, n - 1), os.path.join(folder, f"frame_{i:03d}.png"), cairo.FORMAT_ARGB32)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "demo-frames":
        demo_frames(int(sys.argv[2]))
    elif len(sys.argv) == 4 and sys.argv[1] == "toggle-frames":
        toggle_frames(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(__doc__)
