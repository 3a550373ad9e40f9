#!/usr/bin/env python3
"""Generate the synthetic variable test font TestSansVar.ttf ("TestSans Var").

The font exists only so that tests can compute expected advances by hand at
any point of its two axes (see the "TestSans Var" section of README.md next to
this script):

    wght 100 ... 400 (default) ... 900
    opsz   6 ...  17 (default) ...  72

Every glyph that has a non-zero advance in TestSans gets the same advance at
the default location, plus these deltas (font units), linear in normalized
coordinates on each side of the default and added across the two axes:

    wght 100: -50    wght 900: +100
    opsz   6: +60    opsz  72:  -40

Zero-advance glyphs (U+0301, U+200B, U+2060) stay at 0 everywhere.  The
advance deltas are stored twice, consistently: as gvar phantom-point deltas and
in an HVAR table (HarfBuzz and FreeType read HVAR when it exists).  The outlines
are rectangles whose right edge moves with the advance, so the right side
bearing stays 50 units like in TestSans.  Vertical metrics, names of glyphs,
glyph IDs 0-101 and the cmap are the same as TestSans; there is no kerning and
no ligature (no f_i glyph).

Usage:
    python3 Fixtures/Fonts/make_variable_test_font.py [output-directory]

The output directory defaults to the directory containing this script.
Output is deterministic (fixed head.created/modified timestamps, fixed glyph
order, no time-dependent data).  Works with fontTools 4.38 (Debian 12
python3-fonttools) and newer.

The generated font is public domain (CC0 1.0).
"""

import datetime
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.otlLib.builder import buildStatTable
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables._f_v_a_r import Axis, NamedInstance
from fontTools.ttLib.tables.TupleVariation import TupleVariation
from fontTools.varLib.builder import (
    buildVarData,
    buildVarRegionList,
    buildVarStore,
)

# ---------------------------------------------------------------------------
# Design constants (keep in sync with README.md).  The static values are the
# same as in make_test_font.py; they are repeated here on purpose so that this
# font does not change when the other script does.
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

FS_SELECTION_REGULAR = 1 << 6  # USE_TYPO_METRICS (bit 7) stays off

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

# Axes: (tag, min, default, max, name)
AXES = [
    ("wght", 100, 400, 900, "Weight"),
    ("opsz", 6, 17, 72, "Optical size"),
]

# Advance delta (font units) of every non-zero-advance glyph at each axis
# extreme.  One master per (axis, side); the deltas add across axes.
ADVANCE_DELTAS = [
    # (axis tag, side, delta)   side -1 = axis minimum, +1 = axis maximum
    ("wght", -1, -50),
    ("wght", +1, +100),
    ("opsz", -1, +60),
    ("opsz", +1, -40),
]

# Named instances (fvar), at the default optical size.
INSTANCES = [
    ("Regular", "TestSansVar-Regular", {"wght": 400, "opsz": 17}),
    ("Bold", "TestSansVar-Bold", {"wght": 700, "opsz": 17}),
]

FAMILY = "TestSans Var"
PS_FAMILY = "TestSansVar"

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

MARK = "uni0301"
DESCENDING_LOWERCASE = set("gjpqy")
DIGIT_NAMES = ("zero", "one", "two", "three", "four", "five", "six",
               "seven", "eight", "nine")


def build_glyph_order():
    order = [".notdef"]
    order += [ASCII_NAMES[c] for c in range(0x20, 0x7F)]
    order += [EXTRA_NAMES[c] for c in sorted(EXTRA_NAMES)]
    return order


def build_cmap():
    cmap = dict(ASCII_NAMES)
    cmap.update(EXTRA_NAMES)
    return cmap


def default_advance(name):
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
    if len(name) == 1 and "A" <= name <= "Z":
        return ADV_UPPER
    if len(name) == 1 and "a" <= name <= "z":
        return ADV_LOWER
    if name in DIGIT_NAMES:
        return ADV_DIGIT
    return ADV_PUNCT  # every other ASCII punctuation / symbol


def advance_delta(name, delta):
    """Advance change of `name` at a master whose nominal delta is `delta`."""
    return 0 if default_advance(name) == 0 else delta


def boxes_for(name, advance):
    """Rectangles (xMin, yMin, xMax, yMax) of a glyph drawn at `advance`.

    An entry starting with "hole" is a counter-clockwise (hole) contour.
    At the default advance these are exactly TestSans' outlines (minus f_i).
    The right edge of every box follows the advance (right side bearing 50).
    """
    if name in ("space", "uni00A0", "uni200B", "uni2060"):
        return []
    if name == ".notdef":
        return [(50, 0, advance - 50, 700),
                ("hole", 100, 50, advance - 100, 650)]
    if name == MARK:
        # zero advance, drawn to the LEFT of the origin; never varies
        return [(-300, 550, -200, 750)]
    if name in ("hyphen", "uni00AD"):
        return [(50, 250, advance - 50, 350)]
    if name == "ellipsis":
        # three 200-unit dots; the middle one moves by half the advance
        # change and the last one by the whole change (all deltas are even).
        d = advance - ADV_ELLIPSIS
        assert d % 2 == 0
        return [(50, 0, 250, 100),
                (350 + d // 2, 0, 550 + d // 2, 100),
                (650 + d, 0, 850 + d, 100)]
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


def glyph_points(glyph):
    if glyph.numberOfContours == 0:
        return []
    return [tuple(p) for p in glyph.coordinates]


def region_for(tag, side):
    """Support (start, peak, end) of a one-axis master region."""
    return {tag: (-1.0, -1.0, 0.0) if side < 0 else (0.0, 1.0, 1.0)}


def name_id(name_table, string):
    """Add `string` as a Windows-English name with the next free ID >= 256."""
    # addName() picks the first unused ID *above* minNameID.
    return name_table.addName(string, platforms=((3, 1, 0x409),),
                              minNameID=255)


def build_fvar(font):
    name_table = font["name"]
    fvar = newTable("fvar")
    for tag, lo, default, hi, label in AXES:
        axis = Axis()
        axis.axisTag = tag
        axis.minValue = float(lo)
        axis.defaultValue = float(default)
        axis.maxValue = float(hi)
        axis.flags = 0
        axis.axisNameID = name_id(name_table, label)
        fvar.axes.append(axis)
    for style, ps_name, location in INSTANCES:
        inst = NamedInstance()
        inst.flags = 0
        # "Regular" reuses name ID 2 (the font's subfamily) like most fonts.
        inst.subfamilyNameID = 2 if style == "Regular" else name_id(name_table, style)
        inst.postscriptNameID = name_id(name_table, ps_name)
        inst.coordinates = {tag: float(v) for tag, v in location.items()}
        fvar.instances.append(inst)
    font["fvar"] = fvar


def build_stat(font):
    axes = [
        dict(tag="wght", name="Weight", ordering=0, values=[
            dict(value=100, name="Thin"),
            dict(value=400, name="Regular", flags=0x2, linkedValue=700),
            dict(value=700, name="Bold"),
            dict(value=900, name="Black"),
        ]),
        dict(tag="opsz", name="Optical size", ordering=1, values=[
            dict(value=6, name="Caption"),
            dict(value=17, name="Text", flags=0x2),
            dict(value=72, name="Display"),
        ]),
    ]
    buildStatTable(font, axes, elidedFallbackName=2, windowsNames=True,
                   macNames=False)


def build_empty_gpos(font):
    """A GPOS with scripts DFLT/latn but no features or lookups.

    It positions nothing; it is there only so that HarfBuzz treats the font
    as having OpenType positioning and does not apply its fallback mark
    positioning to U+0301 (same mark behaviour as TestSans).
    """
    def script_record(tag):
        rec = ot.ScriptRecord()
        rec.ScriptTag = tag
        rec.Script = ot.Script()
        rec.Script.DefaultLangSys = ot.LangSys()
        rec.Script.DefaultLangSys.LookupOrder = None
        rec.Script.DefaultLangSys.ReqFeatureIndex = 0xFFFF
        rec.Script.DefaultLangSys.FeatureIndex = []
        rec.Script.DefaultLangSys.FeatureCount = 0
        rec.Script.LangSysRecord = []
        rec.Script.LangSysCount = 0
        return rec

    gpos = ot.GPOS()
    gpos.Version = 0x00010000
    gpos.ScriptList = ot.ScriptList()
    gpos.ScriptList.ScriptRecord = [script_record("DFLT"), script_record("latn")]
    gpos.ScriptList.ScriptCount = 2
    gpos.FeatureList = ot.FeatureList()
    gpos.FeatureList.FeatureRecord = []
    gpos.FeatureList.FeatureCount = 0
    gpos.LookupList = ot.LookupList()
    gpos.LookupList.Lookup = []
    gpos.LookupList.LookupCount = 0
    table = newTable("GPOS")
    table.table = gpos
    font["GPOS"] = table


def gdef_feature_source(glyph_order):
    esc = lambda n: "\\" + n  # noqa: E731  (escape to avoid keyword clashes)
    bases = [n for n in glyph_order if n not in (".notdef", MARK)]
    return (
        "table GDEF {\n"
        "    GlyphClassDef [%s], , [%s], ;\n"
        "} GDEF;\n"
    ) % (" ".join(esc(n) for n in bases), esc(MARK))


def build_hvar(font, glyph_order):
    axis_tags = [a[0] for a in AXES]
    supports = [region_for(tag, side) for tag, side, _ in ADVANCE_DELTAS]
    region_list = buildVarRegionList(supports, axis_tags)
    rows = [
        [d for _, _, d in ADVANCE_DELTAS],   # inner index 0: varying glyphs
        [0 for _ in ADVANCE_DELTAS],         # inner index 1: zero advance
    ]
    var_data = buildVarData(list(range(len(supports))), rows, optimize=False)
    store = buildVarStore(region_list, [var_data])

    adv_map = ot.VarIdxMap()
    adv_map.mapping = {
        name: (0 if default_advance(name) != 0 else 1) for name in glyph_order
    }
    hvar = ot.HVAR()
    hvar.Version = 0x00010000
    hvar.VarStore = store
    hvar.AdvWidthMap = adv_map
    hvar.LsbMap = None  # left side bearings never vary (xMin stays 50)
    hvar.RsbMap = None
    table = newTable("HVAR")
    table.table = hvar
    font["HVAR"] = table


def build_gvar_variations(glyph_order, default_glyphs):
    variations = {}
    for name in glyph_order:
        adv0 = default_advance(name)
        base = glyph_points(default_glyphs[name])
        tvs = []
        for tag, side, delta in ADVANCE_DELTAS:
            d = advance_delta(name, delta)
            if d == 0:
                continue
            master = glyph_points(draw_glyph(name, adv0 + d))
            assert len(master) == len(base)
            coords = [(mx - bx, my - by)
                      for (mx, my), (bx, by) in zip(master, base)]
            # phantom points: left origin, advance, top origin, bottom origin
            coords += [(0, 0), (d, 0), (0, 0), (0, 0)]
            tvs.append(TupleVariation(region_for(tag, side), coords))
        if tvs:
            variations[name] = tvs
    return variations


def build_font(path):
    glyph_order = build_glyph_order()
    cmap = build_cmap()

    fb = FontBuilder(UPM, isTTF=True)
    fb.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP,
                  fontRevision=1.0)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)

    glyphs = {name: draw_glyph(name, default_advance(name))
              for name in glyph_order}
    fb.setupGlyf(glyphs)  # computes per-glyph bounding boxes

    glyf = fb.font["glyf"]
    metrics = {}
    for name in glyph_order:
        g = glyf[name]
        lsb = g.xMin if g.numberOfContours != 0 else 0
        metrics[name] = (default_advance(name), lsb)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=HHEA_ASCENDER, descent=HHEA_DESCENDER,
                             lineGap=HHEA_LINE_GAP)

    ps_name = "%s-Regular" % PS_FAMILY
    fb.setupNameTable(
        {
            "copyright": "Generated by the project's Fixtures/Fonts/"
                         "make_variable_test_font.py. Public domain (CC0 1.0).",
            "familyName": FAMILY,
            "styleName": "Regular",
            "uniqueFontIdentifier": "%s;1.000" % ps_name,
            "fullName": "%s Regular" % FAMILY,
            "version": "Version 1.000",
            "psName": ps_name,
            "description": "Synthetic variable test font (wght, opsz) with "
                           "round, linearly varying advances for "
                           "text-layout unit tests.",
            "licenseDescription": "CC0 1.0 Universal (public domain "
                                  "dedication). No rights reserved.",
            "licenseInfoURL": "https://creativecommons.org/publicdomain/zero/1.0/",
            "variationsPostScriptNamePrefix": PS_FAMILY,
        },
        mac=False,
    )

    fb.setupOS2(
        version=4,
        usWeightClass=400,
        usWidthClass=5,
        fsType=0,  # installable embedding
        achVendID="NONE",
        fsSelection=FS_SELECTION_REGULAR,
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
        usMaxContext=0,  # no GSUB/GPOS lookups
    )
    fb.setupPost(underlinePosition=UNDERLINE_POSITION,
                 underlineThickness=UNDERLINE_THICKNESS,
                 isFixedPitch=0, italicAngle=0)

    build_fvar(fb.font)
    build_stat(fb.font)
    fb.setupGvar(build_gvar_variations(glyph_order, glyphs))
    build_hvar(fb.font, glyph_order)
    fb.addOpenTypeFeatures(gdef_feature_source(glyph_order))
    build_empty_gpos(fb.font)
    fb.save(path)


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "TestSansVar.ttf")
    build_font(path)
    print("wrote %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
