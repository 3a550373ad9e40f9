#!/usr/bin/env python3
"""Generate TestCJKHei.ttf and TestLatinExtra.ttf, the "extra installed fonts".

These two fonts stand in for fonts a machine may have on top of the project's
pinned font set (Debian 12's fonts-inter, fonts-dejavu*, fonts-noto-core,
fonts-noto-cjk, fonts-noto-color-emoji):

- "Test CJK Hei" plays WenQuanYi Micro Hei (fonts-wqy-microhei). It maps
  Basic Latin, Latin-1, the two Mandarin tone marks U+02C7 and U+02C9, CJK
  Symbols and Punctuation, Hiragana, Katakana, Hangul Compatibility Jamo, CJK
  Unified Ideographs, Hangul Syllables, CJK Compatibility Ideographs and
  Halfwidth and Fullwidth Forms, so that fontconfig, which works out a font's
  languages from the characters it maps, says it covers en, ja, ko, zh-cn,
  zh-sg and zh-tw, as it says of WenQuanYi Micro Hei (zh-hk needs characters
  outside the BMP).  Its line is 1.0 em (880 / -120 / 0 at 1000 units per
  em), where Noto Sans CJK's is 1.448 em, and its full-width advance is 0.94
  em, where Noto Sans CJK's is 1 em, so an answer that used it shows at once.
- "Test Latin Extra" is a Latin font (Basic Latin and Latin-1) whose advances
  are no other font's round numbers, with a 1.4 em line.

extra-fonts.conf.in, next to this script, is the fontconfig configuration that
adds them to the system's and makes fontconfig prefer them for sans-serif, as
fonts-wqy-microhei's 65-wqy-microhei.conf does; README.md says how a test uses
it and what it changes.

Every glyph is a plain rectangle, and the CJK font maps its 33,461 code
points to five glyphs through a format 13 ("many-to-one range mappings") cmap
subtable, so the file stays small (a format 12 group maps a range to
consecutive glyphs, not to one).  Format 13 is the OpenType format for
exactly this (last-resort fonts); FreeType, HarfBuzz and fontconfig read it.

Usage:
    python3 Fixtures/ExtraFonts/make_extra_fonts.py [output-directory]

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
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

# ---------------------------------------------------------------------------
# Shared constants (keep in sync with README.md)
# ---------------------------------------------------------------------------

UPM = 1000

# 2024-01-01T00:00:00Z expressed in seconds since 1904-01-01T00:00:00Z
# (the epoch used by head.created / head.modified), as in
# Fixtures/Fonts/make_test_font.py.
FIXED_TIMESTAMP = int(
    (
        datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
        - datetime.datetime(1904, 1, 1, tzinfo=datetime.timezone.utc)
    ).total_seconds()
)

FS_SELECTION_REGULAR = 1 << 6
FS_SELECTION_USE_TYPO_METRICS = 1 << 7

# OS/2 ulCodePageRange1 bits.  fontconfig treats a font that sets exactly one
# of the CJK bits (17-21) as covering only that language; setting four of
# them keeps its languages those of the characters it maps, as WenQuanYi's
# are.
CODE_PAGE_LATIN_1 = 1 << 0
CODE_PAGE_JAPANESE = 1 << 17
CODE_PAGE_SIMPLIFIED_CHINESE = 1 << 18
CODE_PAGE_KOREAN_WANSUNG = 1 << 19
CODE_PAGE_TRADITIONAL_CHINESE = 1 << 20

# ---------------------------------------------------------------------------
# Test CJK Hei
# ---------------------------------------------------------------------------

CJK_FAMILY = "Test CJK Hei"
CJK_PS_FAMILY = "TestCJKHei"

# One line is ascender - descender + lineGap = 1000 units = 1.0 em, in hhea,
# OS/2 typo and OS/2 win alike, whichever a reader takes.
CJK_ASCENDER = 880
CJK_DESCENDER = -120
CJK_LINE_GAP = 0

# (name, advance, rectangles as (xMin, yMin, xMax, yMax)); ".notdef" is a
# hollow box (outer contour and hole).
# The full-width advance is 940 units, not the 1000 (1 em) of Noto Sans CJK
# and WenQuanYi Micro Hei, so that a width shows the font too where a fixed
# line height hides its vertical metrics.
CJK_GLYPHS = [
    (".notdef", 500, [(50, 0, 450, 700), ("hole", 100, 50, 400, 650)]),
    ("space", 530, []),
    ("latin", 530, [(50, 0, 480, 700)]),
    ("ideographicspace", 940, []),
    ("fullwidth", 940, [(70, -60, 870, 800)]),
    ("halfwidth", 470, [(50, -60, 420, 800)]),
]

# (first, last, glyph) code point ranges, in order; fontTools writes each run
# of consecutive code points with one glyph as one format 13 group (16 here).
# The blocks are mapped whole, unassigned code points included.
CJK_RANGES = [
    (0x0020, 0x0020, "space"),
    (0x0021, 0x007E, "latin"),             # Basic Latin
    (0x00A0, 0x00A0, "space"),
    (0x00A1, 0x00FF, "latin"),             # Latin-1 Supplement (en)
    (0x02C7, 0x02C7, "latin"),             # caron, third tone (zh-cn)
    (0x02C9, 0x02C9, "latin"),             # macron, first tone (zh-cn)
    (0x3000, 0x3000, "ideographicspace"),
    (0x3001, 0x303F, "fullwidth"),         # CJK Symbols and Punctuation
    (0x3040, 0x309F, "fullwidth"),         # Hiragana
    (0x30A0, 0x30FF, "fullwidth"),         # Katakana
    (0x3130, 0x318F, "fullwidth"),         # Hangul Compatibility Jamo (ko)
    (0x4E00, 0x9FFF, "fullwidth"),         # CJK Unified Ideographs
    (0xAC00, 0xD7A3, "fullwidth"),         # Hangul Syllables
    (0xF900, 0xFAFF, "fullwidth"),         # CJK Compatibility Ideographs
    (0xFF00, 0xFF60, "fullwidth"),         # Fullwidth ASCII variants
    (0xFF61, 0xFFDF, "halfwidth"),         # Halfwidth Katakana and Hangul
    (0xFFE0, 0xFFE7, "fullwidth"),         # Fullwidth symbol variants
    (0xFFE8, 0xFFEF, "halfwidth"),         # Halfwidth symbol variants
]

# ---------------------------------------------------------------------------
# Test Latin Extra
# ---------------------------------------------------------------------------

LATIN_FAMILY = "Test Latin Extra"
LATIN_PS_FAMILY = "TestLatinExtra"

# One line is 1000 + 250 + 150 = 1400 units = 1.4 em.
LATIN_ASCENDER = 1000
LATIN_DESCENDER = -250
LATIN_LINE_GAP = 150

LATIN_CAP_HEIGHT = 730
LATIN_X_HEIGHT = 530

# Advances no other font's glyphs share by accident: a word's width tells
# which font set it.
ADV_SPACE = 333
ADV_UPPER = 777
ADV_LOWER = 611
ADV_DIGIT = 587
ADV_PUNCT = 389
ADV_NOTDEF = 500

# Glyph names for the printable code points: ASCII letters keep their own
# names, everything else is uniXXXX, so the output does not depend on the
# fontTools AGL module version.
LATIN_CODE_POINTS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))


def latin_glyph_name(code_point):
    character = chr(code_point)
    if code_point < 0x80 and character.isalpha():
        return character
    if code_point == 0x20:
        return "space"
    return "uni%04X" % code_point


def latin_advance(code_point):
    character = chr(code_point)
    if code_point in (0x20, 0xA0):
        return ADV_SPACE
    if character.isupper():
        return ADV_UPPER
    if character.isalpha():  # lowercase, and ª º ß
        return ADV_LOWER
    if character.isdigit():
        return ADV_DIGIT
    return ADV_PUNCT


def latin_boxes(code_point, advance):
    character = chr(code_point)
    if code_point in (0x20, 0xA0):
        return []
    if character.isupper() or character.isdigit():
        return [(60, 0, advance - 60, LATIN_CAP_HEIGHT)]
    if character.isalpha():
        return [(60, 0, advance - 60, LATIN_X_HEIGHT)]
    return [(60, 0, advance - 60, LATIN_CAP_HEIGHT)]


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------


def draw_glyph(boxes):
    """A glyph of rectangles; a box that starts with "hole" is cut out."""
    pen = TTGlyphPen(None)
    for box in boxes:
        if box[0] == "hole":
            x0, y0, x1, y1 = box[1:]
            # counter-clockwise in y-up space => hole for TrueType
            corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        else:
            x0, y0, x1, y1 = box
            # clockwise in y-up space => filled outer contour for TrueType
            corners = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        pen.moveTo(corners[0])
        for corner in corners[1:]:
            pen.lineTo(corner)
        pen.closePath()
    return pen.glyph()


def cmap_format_13(ranges):
    """A Windows Unicode full-repertoire (3, 10) format 13 subtable."""
    subtable = CmapSubtable.newSubtable(13)
    subtable.platformID = 3
    subtable.platEncID = 10
    subtable.language = 0
    subtable.cmap = {}
    for first, last, glyph in ranges:
        for code_point in range(first, last + 1):
            subtable.cmap[code_point] = glyph
    return subtable


def build_font(path, family, ps_family, glyphs, metrics, os2, cmap=None,
               cmap_subtables=None):
    """Write one font.

    glyphs: [(name, advance, boxes)] in glyph order; metrics: a dict with
    ascender, descender, lineGap; os2: extra OS/2 fields; either cmap (a dict
    that FontBuilder turns into formats 4 and 12 as needed) or cmap_subtables.
    """
    glyph_order = [name for name, _, _ in glyphs]
    fb = FontBuilder(UPM, isTTF=True)
    fb.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP,
                  fontRevision=1.0)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(glyph_order)
    if cmap is not None:
        fb.setupCharacterMap(cmap)
    else:
        fb.setupCharacterMap({})
        fb.font["cmap"].tables = cmap_subtables
    fb.setupGlyf({name: draw_glyph(boxes) for name, _, boxes in glyphs})

    glyf = fb.font["glyf"]
    horizontal = {}
    for name, advance, _ in glyphs:
        g = glyf[name]
        horizontal[name] = (advance, g.xMin if g.numberOfContours != 0 else 0)
    fb.setupHorizontalMetrics(horizontal)
    fb.setupHorizontalHeader(ascent=metrics["ascender"],
                             descent=metrics["descender"],
                             lineGap=metrics["lineGap"])

    ps_name = "%s-Regular" % ps_family
    fb.setupNameTable(
        {
            "copyright": "Generated by the project's Fixtures/ExtraFonts/"
                         "make_extra_fonts.py. Public domain (CC0 1.0).",
            "familyName": family,
            "styleName": "Regular",
            "uniqueFontIdentifier": "%s;1.000" % ps_name,
            "fullName": "%s Regular" % family,
            "version": "Version 1.000",
            "psName": ps_name,
            "description": "Synthetic extra font for tests that check that "
                           "installed fonts outside the pinned set change no "
                           "answer.",
            "licenseDescription": "CC0 1.0 Universal (public domain "
                                  "dedication). No rights reserved.",
            "licenseInfoURL": "https://creativecommons.org/publicdomain/zero/1.0/",
        },
        mac=False,
    )

    fields = dict(
        version=4,
        usWeightClass=400,
        usWidthClass=5,
        fsType=0,  # installable embedding
        achVendID="NONE",
        fsSelection=FS_SELECTION_REGULAR | FS_SELECTION_USE_TYPO_METRICS,
        sTypoAscender=metrics["ascender"],
        sTypoDescender=metrics["descender"],
        sTypoLineGap=metrics["lineGap"],
        usWinAscent=metrics["ascender"],
        usWinDescent=-metrics["descender"],
        ySubscriptXSize=650, ySubscriptYSize=600,
        ySubscriptXOffset=0, ySubscriptYOffset=75,
        ySuperscriptXSize=650, ySuperscriptYSize=600,
        ySuperscriptXOffset=0, ySuperscriptYOffset=350,
        yStrikeoutSize=50,
        ulCodePageRange2=0,
        usDefaultChar=0,
        usBreakChar=0x20,
        usMaxContext=0,
    )
    fields.update(os2)
    fb.setupOS2(**fields)
    fb.setupPost(underlinePosition=-100, underlineThickness=50,
                 isFixedPitch=0, italicAngle=0)
    fb.save(path)


def build_cjk(path):
    build_font(
        path, CJK_FAMILY, CJK_PS_FAMILY, CJK_GLYPHS,
        dict(ascender=CJK_ASCENDER, descender=CJK_DESCENDER,
             lineGap=CJK_LINE_GAP),
        dict(sxHeight=500, sCapHeight=700, yStrikeoutPosition=300,
             ulCodePageRange1=(CODE_PAGE_LATIN_1 | CODE_PAGE_JAPANESE
                               | CODE_PAGE_SIMPLIFIED_CHINESE
                               | CODE_PAGE_KOREAN_WANSUNG
                               | CODE_PAGE_TRADITIONAL_CHINESE)),
        cmap_subtables=[cmap_format_13(CJK_RANGES)],
    )


def build_latin(path):
    glyphs = [(".notdef", ADV_NOTDEF,
               [(50, 0, 450, 700), ("hole", 100, 50, 400, 650)])]
    cmap = {}
    for code_point in LATIN_CODE_POINTS:
        name = latin_glyph_name(code_point)
        advance = latin_advance(code_point)
        glyphs.append((name, advance, latin_boxes(code_point, advance)))
        cmap[code_point] = name
    build_font(
        path, LATIN_FAMILY, LATIN_PS_FAMILY, glyphs,
        dict(ascender=LATIN_ASCENDER, descender=LATIN_DESCENDER,
             lineGap=LATIN_LINE_GAP),
        dict(sxHeight=LATIN_X_HEIGHT, sCapHeight=LATIN_CAP_HEIGHT,
             yStrikeoutPosition=280, ulCodePageRange1=CODE_PAGE_LATIN_1),
        cmap=cmap,
    )


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out_dir, exist_ok=True)
    for filename, build in [("TestCJKHei.ttf", build_cjk),
                            ("TestLatinExtra.ttf", build_latin)]:
        path = os.path.join(out_dir, filename)
        build(path)
        print("wrote %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
