#!/usr/bin/env python3
"""Generate the synthetic test fonts TestSans.ttf and TestSansTypo.ttf.

The fonts exist only so that tests can compute expected text layouts by hand:
every metric is a round number (see README.md next to this script).

Usage:
    python3 Fixtures/Fonts/make_test_font.py [output-directory]

The output directory defaults to the directory containing this script.
Output is deterministic (fixed head.created/modified timestamps, fixed glyph
order, no time-dependent data), so rerunning produces byte-identical files for
a given fontTools version.  Works with fontTools 4.38 (Debian 12
python3-fonttools) and newer.

The generated fonts are public domain (CC0 1.0).
"""

import datetime
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

# ---------------------------------------------------------------------------
# Design constants (keep in sync with README.md)
# ---------------------------------------------------------------------------

UPM = 1000

HHEA_ASCENDER = 800
HHEA_DESCENDER = -200
HHEA_LINE_GAP = 100

TYPO_ASCENDER = 750
TYPO_DESCENDER = -250
TYPO_LINE_GAP = 0
WIN_ASCENT = 900
WIN_DESCENT = 300

CAP_HEIGHT = 700
X_HEIGHT = 500
DESCENDER_DEPTH = -200  # bottom of p g q y j

UNDERLINE_POSITION = -100
UNDERLINE_THICKNESS = 50
STRIKEOUT_POSITION = 250
STRIKEOUT_SIZE = 50

FS_SELECTION_REGULAR = 1 << 6
FS_SELECTION_USE_TYPO_METRICS = 1 << 7

ADV_SPACE = 250
ADV_UPPER = 700
ADV_LOWER = 500
ADV_DIGIT = 550
ADV_PUNCT = 300
ADV_NBSP = 250
ADV_SOFT_HYPHEN = 300
ADV_ELLIPSIS = 900
ADV_NOTDEF = 500
ADV_ZERO = 0
ADV_F_I = 800

KERN_A_V = -100

# 2024-01-01T00:00:00Z expressed in seconds since 1904-01-01T00:00:00Z
# (the epoch used by head.created / head.modified).
FIXED_TIMESTAMP = int(
    (
        datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
        - datetime.datetime(1904, 1, 1, tzinfo=datetime.timezone.utc)
    ).total_seconds()
)

# Glyph names for ASCII U+0020..U+007E (Adobe Glyph List names), hard-coded so
# the output does not depend on the fontTools AGL module version.
ASCII_NAMES = {
    0x20: "space", 0x21: "exclam", 0x22: "quotedbl", 0x23: "numbersign",
    0x24: "dollar", 0x25: "percent", 0x26: "ampersand", 0x27: "quotesingle",
    0x28: "parenleft", 0x29: "parenright", 0x2A: "asterisk", 0x2B: "plus",
    0x2C: "comma", 0x2D: "hyphen", 0x2E: "period", 0x2F: "slash",
    0x30: "zero", 0x31: "one", 0x32: "two", 0x33: "three", 0x34: "four",
    0x35: "five", 0x36: "six", 0x37: "seven", 0x38: "eight", 0x39: "nine",
    0x3A: "colon", 0x3B: "semicolon", 0x3C: "less", 0x3D: "equal",
    0x3E: "greater", 0x3F: "question", 0x40: "at",
    0x5B: "bracketleft", 0x5C: "backslash", 0x5D: "bracketright",
    0x5E: "asciicircum", 0x5F: "underscore", 0x60: "grave",
    0x7B: "braceleft", 0x7C: "bar", 0x7D: "braceright", 0x7E: "asciitilde",
}
for _c in range(ord("A"), ord("Z") + 1):
    ASCII_NAMES[_c] = chr(_c)
for _c in range(ord("a"), ord("z") + 1):
    ASCII_NAMES[_c] = chr(_c)

EXTRA_NAMES = {
    0x00A0: "uni00A0",    # NO-BREAK SPACE
    0x00AD: "uni00AD",    # SOFT HYPHEN
    0x0301: "uni0301",    # COMBINING ACUTE ACCENT
    0x200B: "uni200B",    # ZERO WIDTH SPACE
    0x2026: "ellipsis",   # HORIZONTAL ELLIPSIS
    0x2060: "uni2060",    # WORD JOINER
}

LIGATURE = "f_i"  # not in cmap; reachable only through GSUB 'liga'
MARK = "uni0301"
DESCENDING_LOWERCASE = set("gjpqy")


def build_glyph_order():
    order = [".notdef"]
    order += [ASCII_NAMES[c] for c in range(0x20, 0x7F)]
    order += [EXTRA_NAMES[c] for c in sorted(EXTRA_NAMES)]
    order.append(LIGATURE)
    return order


def build_cmap():
    cmap = dict(ASCII_NAMES)
    cmap.update(EXTRA_NAMES)
    return cmap


def advance_for(name):
    if name == ".notdef":
        return ADV_NOTDEF
    if name == "space":
        return ADV_SPACE
    if name == "uni00A0":
        return ADV_NBSP
    if name == "uni00AD":
        return ADV_SOFT_HYPHEN
    if name == "ellipsis":
        return ADV_ELLIPSIS
    if name in ("uni200B", "uni2060", MARK):
        return ADV_ZERO
    if name == LIGATURE:
        return ADV_F_I
    if len(name) == 1 and "A" <= name <= "Z":
        return ADV_UPPER
    if len(name) == 1 and "a" <= name <= "z":
        return ADV_LOWER
    if name in ("zero", "one", "two", "three", "four", "five", "six",
                "seven", "eight", "nine"):
        return ADV_DIGIT
    return ADV_PUNCT  # every other ASCII punctuation / symbol


def boxes_for(name, advance):
    """Return a list of (xMin, yMin, xMax, yMax) rectangles for a glyph.

    An entry with a negative width denotes a counter-clockwise (hole) contour.
    """
    if name in ("space", "uni00A0", "uni200B", "uni2060"):
        return []
    if name == ".notdef":
        # hollow box: outer contour + hole
        return [(50, 0, 450, 700), ("hole", 100, 50, 400, 650)]
    if name == MARK:
        # small box above the x-height, drawn to the LEFT of the origin so it
        # sits over the preceding 500-unit lowercase glyph (no GPOS anchor).
        return [(-300, 550, -200, 750)]
    if name in ("hyphen", "uni00AD"):
        return [(50, 250, 250, 350)]
    if name == "ellipsis":
        return [(50, 0, 250, 100), (350, 0, 550, 100), (650, 0, 850, 100)]
    if name == LIGATURE:
        return [(50, 0, 350, 500), (450, 0, 750, 500)]
    if len(name) == 1 and "A" <= name <= "Z":
        return [(50, 0, advance - 50, CAP_HEIGHT)]
    if len(name) == 1 and "a" <= name <= "z":
        bottom = DESCENDER_DEPTH if name in DESCENDING_LOWERCASE else 0
        return [(50, bottom, advance - 50, X_HEIGHT)]
    # digits and other punctuation: full cap-height box
    return [(50, 0, advance - 50, CAP_HEIGHT)]


def draw_glyph(name, advance):
    pen = TTGlyphPen(None)
    for box in boxes_for(name, advance):
        if box[0] == "hole":
            _, x0, y0, x1, y1 = box
            # counter-clockwise in y-up space => hole for TrueType
            pen.moveTo((x0, y0))
            pen.lineTo((x1, y0))
            pen.lineTo((x1, y1))
            pen.lineTo((x0, y1))
            pen.closePath()
        else:
            x0, y0, x1, y1 = box
            # clockwise in y-up space => filled outer contour for TrueType
            pen.moveTo((x0, y0))
            pen.lineTo((x0, y1))
            pen.lineTo((x1, y1))
            pen.lineTo((x1, y0))
            pen.closePath()
    return pen.glyph()


def feature_source(glyph_order):
    esc = lambda n: "\\" + n  # noqa: E731  (escape to avoid keyword clashes)
    bases = [n for n in glyph_order if n not in (".notdef", LIGATURE, MARK)]
    return (
        "languagesystem DFLT dflt;\n"
        "languagesystem latn dflt;\n"
        "\n"
        "feature kern {\n"
        "    pos \\A \\V %d;\n"
        "} kern;\n"
        "\n"
        "feature liga {\n"
        "    sub \\f \\i by \\%s;\n"
        "} liga;\n"
        "\n"
        "table GDEF {\n"
        "    GlyphClassDef [%s], [%s], [%s], ;\n"
        "} GDEF;\n"
    ) % (KERN_A_V, LIGATURE, " ".join(esc(n) for n in bases), esc(LIGATURE), esc(MARK))


def build_font(path, family, ps_family, fs_selection):
    glyph_order = build_glyph_order()
    cmap = build_cmap()

    fb = FontBuilder(UPM, isTTF=True)
    fb.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP,
                  fontRevision=1.0)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)

    glyphs = {}
    advances = {}
    for name in glyph_order:
        advances[name] = advance_for(name)
        glyphs[name] = draw_glyph(name, advances[name])
    fb.setupGlyf(glyphs)  # computes per-glyph bounding boxes

    glyf = fb.font["glyf"]
    metrics = {}
    for name in glyph_order:
        g = glyf[name]
        lsb = g.xMin if g.numberOfContours != 0 else 0
        metrics[name] = (advances[name], lsb)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=HHEA_ASCENDER, descent=HHEA_DESCENDER,
                             lineGap=HHEA_LINE_GAP)

    full_name = "%s Regular" % family
    ps_name = "%s-Regular" % ps_family
    fb.setupNameTable(
        {
            "copyright": "Generated by the project's Fixtures/Fonts/"
                         "make_test_font.py. Public domain (CC0 1.0).",
            "familyName": family,
            "styleName": "Regular",
            "uniqueFontIdentifier": "%s;1.000" % ps_name,
            "fullName": full_name,
            "version": "Version 1.000",
            "psName": ps_name,
            "description": "Synthetic test font with round metrics for "
                           "text-layout unit tests.",
            "licenseDescription": "CC0 1.0 Universal (public domain "
                                  "dedication). No rights reserved.",
            "licenseInfoURL": "https://creativecommons.org/publicdomain/zero/1.0/",
        },
        mac=False,
    )

    fb.setupOS2(
        version=4,
        usWeightClass=400,
        usWidthClass=5,
        fsType=0,  # installable embedding
        achVendID="NONE",
        fsSelection=fs_selection,
        sTypoAscender=TYPO_ASCENDER,
        sTypoDescender=TYPO_DESCENDER,
        sTypoLineGap=TYPO_LINE_GAP,
        usWinAscent=WIN_ASCENT,
        usWinDescent=WIN_DESCENT,
        sxHeight=X_HEIGHT,
        sCapHeight=CAP_HEIGHT,
        yStrikeoutSize=STRIKEOUT_SIZE,
        yStrikeoutPosition=STRIKEOUT_POSITION,
        ySubscriptXSize=650, ySubscriptYSize=600,
        ySubscriptXOffset=0, ySubscriptYOffset=75,
        ySuperscriptXSize=650, ySuperscriptYSize=600,
        ySuperscriptXOffset=0, ySuperscriptYOffset=350,
        ulCodePageRange1=1,  # bit 0: Latin 1 (cp1252)
        ulCodePageRange2=0,
        usDefaultChar=0,
        usBreakChar=0x20,
        usMaxContext=2,  # 2-glyph kern pair / 2-glyph ligature
    )
    fb.setupPost(underlinePosition=UNDERLINE_POSITION,
                 underlineThickness=UNDERLINE_THICKNESS,
                 isFixedPitch=0, italicAngle=0)
    fb.addOpenTypeFeatures(feature_source(glyph_order))
    fb.save(path)


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out_dir, exist_ok=True)
    variants = [
        ("TestSans.ttf", "TestSans", "TestSans", FS_SELECTION_REGULAR),
        ("TestSansTypo.ttf", "TestSans Typo", "TestSansTypo",
         FS_SELECTION_REGULAR | FS_SELECTION_USE_TYPO_METRICS),
    ]
    for filename, family, ps_family, fs_selection in variants:
        path = os.path.join(out_dir, filename)
        build_font(path, family, ps_family, fs_selection)
        print("wrote %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
