#!/usr/bin/env python3
"""Writes the SF Symbols templates the tests use (docs/symbols-format.md, "SF Symbols templates").

Our own drawings in the layout of a template the SF Symbols app exports (3300 x 2200 artboard, typeset at
100 pt, variants in rows S/M/L and weight columns, guides and layer classes), with the three
interpolation sources Ultralight-S, Regular-S and Black-S only:

  ring.dot.svg                          a ring (primary) around a dot (secondary)
  ring.dot.slash.symbolset/             the same with a slash bar (primary), as an asset catalog keeps it

Run from this folder: python3 make-templates.py
"""
import json
import math
import os

KAPPA = 0.5522847498
CAP_HEIGHT = 70.459                      # SF Pro's cap height at 100 pt (the template's Capline)
BASELINES = {"S": 696.0, "M": 1126.0, "L": 1556.0}
COLUMNS = {"Ultralight": 559.711, "Regular": 1449.84, "Black": 2933.4}   # the weight labels' x
SIDE_BEARING = 3.0
# Per source weight: ring outer radius, ring width, dot radius, slash half-width.
WEIGHTS = {"Ultralight": (34.5, 2.0, 4.0, 1.0), "Regular": (35.5, 7.0, 7.0, 3.5), "Black": (37.0, 15.0, 11.0, 7.0)}


def fmt(v):
    return f"{v:.3f}".rstrip("0").rstrip(".")


def circle(cx, cy, r, clockwise=True):
    """A circle as four cubics from its top point; clockwise on screen (y down) or not."""
    pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if not clockwise:
        pts = [pts[0], pts[3], pts[2], pts[1]]
    d = f"M{fmt(pts[0][0])} {fmt(pts[0][1])}"
    for i in range(4):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % 4]
        # Tangents at each point, along the direction of travel.
        def tangent(p):
            dx, dy = p[0] - cx, p[1] - cy
            return (-dy, dx) if clockwise else (dy, -dx)
        t0, t1 = tangent((x0, y0)), tangent((x1, y1))
        c1 = (x0 + t0[0] / r * KAPPA * r, y0 + t0[1] / r * KAPPA * r)
        c2 = (x1 - t1[0] / r * KAPPA * r, y1 - t1[1] / r * KAPPA * r)
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(x1)} {fmt(y1)}"
    return d + "Z"


def slash_bar(cx, cy, reach, half):
    """A bar from top-left to bottom-right through (cx, cy), square ends, as four lines."""
    ux, uy = math.cos(math.radians(55)), math.sin(math.radians(55))
    nx, ny = -uy, ux
    a = (cx - ux * reach, cy - uy * reach)
    b = (cx + ux * reach, cy + uy * reach)
    pts = [(a[0] + nx * half, a[1] + ny * half), (a[0] - nx * half, a[1] - ny * half),
           (b[0] - nx * half, b[1] - ny * half), (b[0] + nx * half, b[1] + ny * half)]
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts) + "Z"


def variant(weight, slash):
    """The shapes of one source, in its group's frame (x = 0 on the left margin, y = 0 on the baseline)."""
    r, w, dot, half = WEIGHTS[weight]
    cx, cy = SIDE_BEARING + r, -CAP_HEIGHT / 2
    shapes = [
        ("monochrome-0 multicolor-0:tintColor hierarchical-0:primary SFSymbolsPreviewWireframe",
         circle(cx, cy, r) + circle(cx, cy, r - w, clockwise=False)),
        ("monochrome-1 multicolor-1:tintColor hierarchical-1:secondary SFSymbolsPreviewWireframe", circle(cx, cy, dot)),
    ]
    if slash:
        shapes.append(("monochrome-2 multicolor-2:tintColor hierarchical-2:primary SFSymbolsPreviewWireframe",
                       slash_bar(cx, cy, r + 4, half)))
    return shapes, 2 * (SIDE_BEARING + r)


def template(name, slash):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
           '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">',
           f' <!--glyph: "{name}", point size: 100.0, written by togglerender\'s Fixtures/symbols/make-templates.py-->',
           ' <style>.monochrome-0 {-sfsymbols-motion-group:0}',
           '.monochrome-1 {-sfsymbols-motion-group:1}',
           '.hierarchical-0:primary {-sfsymbols-motion-group:0}',
           '.hierarchical-1:secondary {-sfsymbols-motion-group:1}',
           '.SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}',
           '</style>',
           ' <g id="Notes">',
           '  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>',
           '  <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>',
           '  <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.5.0</text>',
           ' </g>',
           ' <g id="Guides">']
    for scale, base in BASELINES.items():
        # A reference H of our own: two stems and a bar, cap height tall.
        out.append(f'  <g id="H-reference" style="fill:#27AAE1;stroke:none;" transform="matrix(1 0 0 1 339 {fmt(base)})">'
                   f'<path d="M0 0L8 0L8 -31L40 -31L40 0L48 0L48 -{fmt(CAP_HEIGHT)}L40 -{fmt(CAP_HEIGHT)}L40 -39L8 -39L8 -{fmt(CAP_HEIGHT)}L0 -{fmt(CAP_HEIGHT)}Z"/></g>')
        out.append(f'  <line id="Baseline-{scale}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{fmt(base)}" y2="{fmt(base)}"/>')
        out.append(f'  <line id="Capline-{scale}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{fmt(base - CAP_HEIGHT)}" y2="{fmt(base - CAP_HEIGHT)}"/>')
    groups = []
    for weight, column in COLUMNS.items():
        shapes, advance = variant(weight, slash)
        left = column - advance / 2
        base = BASELINES["S"]
        for side, x in (("left", left), ("right", left + advance)):
            out.append(f'  <line id="{side}-margin-{weight}-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" '
                       f'x1="{fmt(x)}" x2="{fmt(x)}" y1="{fmt(base - 95)}" y2="{fmt(base + 24)}"/>')
        groups.append(f'  <g id="{weight}-S" transform="matrix(1 0 0 1 {fmt(left)} {fmt(base)})">')
        groups += [f'   <path class="{cls}" d="{d}"/>' for cls, d in shapes]
        groups.append('  </g>')
    out += [' </g>', ' <g id="Symbols">'] + groups + [' </g>', '</svg>', '']
    return "\n".join(out)


def main():
    with open("ring.dot.svg", "w") as f:
        f.write(template("ring.dot", slash=False))
    os.makedirs("ring.dot.slash.symbolset", exist_ok=True)
    with open("ring.dot.slash.symbolset/ring.dot.slash.svg", "w") as f:
        f.write(template("ring.dot.slash", slash=True))
    contents = {"info": {"author": "xcode", "version": 1},
                "symbols": [{"filename": "ring.dot.slash.svg", "idiom": "universal"}]}
    with open("ring.dot.slash.symbolset/Contents.json", "w") as f:
        f.write(json.dumps(contents, indent=2) + "\n")


if __name__ == "__main__":
    main()
