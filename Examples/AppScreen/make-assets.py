#!/usr/bin/env python3
"""Writes Sources/AppScreen/Assets.xcassets (run once; the files are committed): the app's logo as PNG at
@2x and @3x (a sun disc drawn at each scale, not scaled from one bitmap), a vector PDF star icon
(template), a custom symbol (an SF Symbols template) and colour sets with dark variants. Needs Pillow (../../.build/venv after scripts/setup --test)."""
import json, math, os
from PIL import Image, ImageDraw

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Sources/AppScreen/Assets.xcassets")
info = {"author": "xcode", "version": 1}
dark = [{"appearance": "luminosity", "value": "dark"}]

def contents(folder, obj):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(obj, f, indent=2)
        f.write("\n")

contents(root, {"info": info})

# Logo: 32 x 32 pt, an orange disc with a white ring, supersampled then reduced at each scale.
logo = os.path.join(root, "Logo.imageset")
contents(logo, {"images": [{"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
                           {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}], "info": info})
for scale in (2, 3):
    size, k = 32 * scale, 8
    big = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.ellipse([0, 0, size * k - 1, size * k - 1], fill=(255, 149, 0, 255))
    inset = size * k * 0.28
    d.ellipse([inset, inset, size * k - inset, size * k - inset], outline=(255, 255, 255, 255), width=int(size * k * 0.08))
    big.resize((size, size), Image.LANCZOS).save(os.path.join(logo, "logo@%dx.png" % scale))

# Star: a 24 x 24 pt vector PDF, a template (drawn in the foreground colour).
star = os.path.join(root, "Star.imageset")
contents(star, {"images": [{"filename": "star.pdf", "idiom": "universal"}], "info": info,
                "properties": {"preserves-vector-representation": True, "template-rendering-intent": "template"}})
points = []
for i in range(10):
    r = 11 if i % 2 == 0 else 4.6
    a = math.pi / 2 + i * math.pi / 5
    points.append((12 + r * math.cos(a), 12 + r * math.sin(a)))
path = "%.3f %.3f m " % points[0] + " ".join("%.3f %.3f l" % p for p in points[1:]) + " h f"
stream = ("0 0 0 rg " + path).encode()
objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
           b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R >>",
           b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"]
out, offsets = b"%PDF-1.4\n", []
for i, body in enumerate(objects, 1):
    offsets.append(len(out))
    out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
xref = len(out)
out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
open(os.path.join(star, "star.pdf"), "wb").write(out)

# A custom symbol: an SF Symbols template (the main package's fixture), for "notifications muted".
import shutil
shutil.copytree(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../Fixtures/symbols/ring.dot.slash.symbolset"),
                os.path.join(root, "muted.symbolset"), dirs_exist_ok=True)

def colour(name, light, dark_value):
    c = lambda v: {"color-space": "srgb", "components": {"red": v[0], "green": v[1], "blue": v[2], "alpha": "1.000"}}
    contents(os.path.join(root, name + ".colorset"), {"colors": [
        {"color": c(light), "idiom": "universal"},
        {"appearances": dark, "color": c(dark_value), "idiom": "universal"}], "info": info})
colour("Brand", ("0.345", "0.337", "0.839"), ("0.369", "0.361", "0.902"))   # indigo, lighter in dark
colour("Card", ("0xF2", "0xF2", "0xF7"), ("0x1C", "0x1C", "0x1E"))
