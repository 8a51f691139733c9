#!/usr/bin/env python3
"""Writes the asset-catalogue fixtures (run once; the files are committed): a logo as PNG @1x/@2x/@3x with a
dark variant, a JPEG photo, a vector PDF icon, an SVG badge, colour sets, and broken inputs for the error
tests. Needs Pillow (scripts/setup --test makes .build/venv with it)."""
import json, os, zlib
from PIL import Image

root = os.path.dirname(os.path.abspath(__file__))

def contents(folder, obj):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(obj, f, indent=2)
        f.write("\n")

def logo(path, scale, colour):
    # 20 x 10 pt: the left half `colour`, the right half transparent, so scale and alpha are checkable.
    image = Image.new("RGBA", (20 * scale, 10 * scale), (0, 0, 0, 0))
    for y in range(10 * scale):
        for x in range(10 * scale):
            image.putpixel((x, y), colour)
    image.save(path)

def pdf(path):
    # A 24 x 12 pt page: a blue rectangle over the left half, as a vector path.
    stream = b"0 0 1 rg 0 0 12 12 re f"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 12] /Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    open(path, "wb").write(out)

cat = os.path.join(root, "Sample.xcassets")
contents(cat, {"info": {"author": "xcode", "version": 1}})
logo_dir = os.path.join(cat, "Logo.imageset")
dark = [{"appearance": "luminosity", "value": "dark"}]
contents(logo_dir, {"images": [
    {"filename": "logo.png", "idiom": "universal", "scale": "1x"},
    {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
    {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"},
    {"appearances": dark, "filename": "logo-dark@2x.png", "idiom": "universal", "scale": "2x"},
], "info": {"author": "xcode", "version": 1}})
logo(os.path.join(logo_dir, "logo.png"), 1, (255, 0, 0, 255))
logo(os.path.join(logo_dir, "logo@2x.png"), 2, (0, 255, 0, 255))
logo(os.path.join(logo_dir, "logo@3x.png"), 3, (0, 0, 255, 255))
logo(os.path.join(logo_dir, "logo-dark@2x.png"), 2, (255, 255, 255, 255))

photo_dir = os.path.join(cat, "Photo.imageset")
contents(photo_dir, {"images": [{"filename": "photo.jpg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}})
Image.new("RGB", (16, 8), (200, 100, 50)).save(os.path.join(photo_dir, "photo.jpg"), quality=95)

icon_dir = os.path.join(cat, "Icon.imageset")
contents(icon_dir, {"images": [{"filename": "icon.pdf", "idiom": "universal"}], "info": {"author": "xcode", "version": 1},
                    "properties": {"preserves-vector-representation": True, "template-rendering-intent": "template"}})
pdf(os.path.join(icon_dir, "icon.pdf"))

badge_dir = os.path.join(cat, "Icons", "Badge.imageset")
contents(os.path.join(cat, "Icons"), {"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": True}})
contents(badge_dir, {"images": [{"filename": "badge.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}})
open(os.path.join(badge_dir, "badge.svg"), "w").write(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00ff00"/></svg>\n')

# A custom symbol: the symbols fixture's SF Symbols template, as Xcode keeps it in a catalogue.
import shutil
shutil.copytree(os.path.join(root, "..", "symbols", "ring.dot.slash.symbolset"), os.path.join(cat, "Ring.symbolset"), dirs_exist_ok=True)

def colour(r, g, b, a="1.000", space="srgb"):
    return {"color-space": space, "components": {"red": r, "green": g, "blue": b, "alpha": a}}
contents(os.path.join(cat, "Brand.colorset"), {"colors": [
    {"color": colour("0xFF", "0x80", "0x00"), "idiom": "universal"},
    {"appearances": dark, "color": colour("0.000", "0.500", "1.000"), "idiom": "universal"},
], "info": {"author": "xcode", "version": 1}})
contents(os.path.join(cat, "Ink.colorset"), {"colors": [
    {"color": colour("51", "51", "51", "0.500"), "idiom": "universal"},
], "info": {"author": "xcode", "version": 1}})

# Broken catalogues, one fault each.
def broken(name, setname, files, body):
    folder = os.path.join(root, "broken", name + ".xcassets", setname)
    os.makedirs(folder, exist_ok=True)
    for filename, data in files.items():
        open(os.path.join(folder, filename), "wb").write(data)
    open(os.path.join(folder, "Contents.json"), "w").write(body)
single = lambda f: json.dumps({"images": [{"filename": f, "idiom": "universal", "scale": "2x"}]})
good_png = open(os.path.join(logo_dir, "logo@2x.png"), "rb").read()
broken("CorruptPNG", "Logo.imageset", {"logo.png": good_png[:60] + b"\0" * 40}, single("logo.png"))
broken("CorruptPDF", "Icon.imageset", {"icon.pdf": b"%PDF-1.4\nthis is not a PDF body\n"},
       json.dumps({"images": [{"filename": "icon.pdf", "idiom": "universal"}]}))
broken("MalformedContents", "Logo.imageset", {"logo.png": good_png}, '{"images": [ {"filename": "logo.png", ')

# Slices.xcassets: a 6 x 6 px @1x frame for nine-slicing: 2 px caps, each corner its own colour (red, green,
# blue, yellow clockwise from the top-left), the edges grey, the 2 x 2 centre a black column then a white
# one, so stretching (a black half, a white half) and tiling (alternate columns) differ. "Frame" is sliced by
# the code; "Sliced" carries the same caps in its Contents.json, its centre tiled.
def slices():
    cat = os.path.join(root, "Slices.xcassets")
    contents(cat, {"info": {"author": "xcode", "version": 1}})
    image = Image.new("RGBA", (6, 6), (128, 128, 128, 255))
    corners = {(0, 0): (255, 0, 0, 255), (4, 0): (0, 255, 0, 255), (4, 4): (0, 0, 255, 255), (0, 4): (255, 255, 0, 255)}
    for (cx, cy), c in corners.items():
        for y in range(cy, cy + 2):
            for x in range(cx, cx + 2):
                image.putpixel((x, y), c)
    for y in (2, 3):
        image.putpixel((2, y), (0, 0, 0, 255))
        image.putpixel((3, y), (255, 255, 255, 255))
    for name, resizing in (("Frame", None), ("Sliced", {"mode": "9-part", "center": {"mode": "tile", "width": 2, "height": 2},
                                                         "cap-insets": {"top": 2, "left": 2, "bottom": 2, "right": 2}})):
        folder = os.path.join(cat, name + ".imageset")
        entry = {"filename": "frame.png", "idiom": "universal", "scale": "1x"}
        if resizing: entry["resizing"] = resizing
        contents(folder, {"images": [entry], "info": {"author": "xcode", "version": 1}})
        image.save(os.path.join(folder, "frame.png"))

slices()
