#!/usr/bin/env python3
"""Generate the hostile font set: broken, truncated, mutated and extreme fonts made from the test fonts.

Every file here must give a typed error (MeasurementError) or a valid measurement, never a crash or a hang:
Tests/TextMeasurementTests/HostileFontTests.swift loads and measures each, and Fuzz/'s FuzzMeasure measures random text
in every one that loads.

    python3 Fixtures/HostileFonts/make_hostile_fonts.py            # rewrites the set beside this script
    python3 Fixtures/HostileFonts/make_hostile_fonts.py /tmp/out   # or into another directory

Kinds (the file name says which):
  bytes-*      not a font at all: empty, a few bytes, random bytes, a header alone, a collection of a million faces
  trunc-*      TestSans cut at the table directory, inside a table, one byte short
  dir-*        the table directory lying: too many tables, offsets past the end, lengths of 4 GB, overlapping tables
  zero-*       one table's bytes all zero (head, hhea, maxp, hmtx, cmap, loca, glyf, OS/2, GSUB, GPOS, name, post)
  drop-*       one table left out
  flip-*       TestSans with bytes flipped at random (fixed seeds)
  meta-*       valid structure, extreme values: unitsPerEm 1, 16 and 16384; ascender 32767, descender -32768 and
               line gap 32767; inverted metrics; every advance 65535 or 0; numGlyphs 65535 with short tables;
               numberOfHMetrics 0; a cmap naming glyphs that do not exist; kerning of -32768; every glyph moved
               back by 2000 units (negative advances); a GSUB that turns one glyph into 64, at every step of a
               ligature; names in broken UTF-16
  var-*        TestSans Var with broken axes: minimum above maximum, default outside the range, 64 axes, no fvar
               instances, a gvar cut short

Deterministic: the same fonts, byte for byte, on every run (fixed seeds, no timestamps). Needs fontTools (Debian
python3-fonttools or pip). Public domain (CC0 1.0), like the fonts they are made from.
"""

import io
import os
import random
import struct
import sys

from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables as ot

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "Fonts")
SANS = os.path.join(FONTS, "TestSans.ttf")
VAR = os.path.join(FONTS, "TestSansVar.ttf")


def add_to_every_feature(table, lookup):
    """Appends `lookup` to a GSUB or GPOS table and to every feature of it, so that it applies to any text."""
    table.LookupList.Lookup.append(lookup)
    table.LookupList.LookupCount = len(table.LookupList.Lookup)
    for record in table.FeatureList.FeatureRecord:
        record.Feature.LookupListIndex.append(len(table.LookupList.Lookup) - 1)
        record.Feature.LookupCount = len(record.Feature.LookupListIndex)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def table_records(data):
    """(tag, record offset, table offset, length) for each table in the directory of an sfnt."""
    count = struct.unpack(">H", data[4:6])[0]
    records = []
    for i in range(count):
        at = 12 + 16 * i
        tag, _checksum, offset, length = struct.unpack(">4sIII", data[at : at + 16])
        records.append((tag.decode("latin-1"), at, offset, length))
    return records


def compile_font(font):
    out = io.BytesIO()
    font.save(out, reorderTables=False)
    return out.getvalue()


def sans():
    return TTFont(SANS, recalcTimestamp=False)


def patched(data, tag, offset_in_table, fmt, value):
    """`data` with one big-endian field of table `tag` replaced (checksums are not fixed: FreeType ignores them)."""
    for name, _at, offset, _length in table_records(data):
        if name == tag:
            at = offset + offset_in_table
            return data[:at] + struct.pack(fmt, value) + data[at + struct.calcsize(fmt) :]
    raise KeyError(tag)


def make(out):
    fonts = {}
    base = read(SANS)
    var = read(VAR)
    rng = random.Random(20261129)

    # -- not a font -------------------------------------------------------------------------------------------------
    fonts["bytes-empty"] = b""
    fonts["bytes-one"] = b"\x00"
    fonts["bytes-sfnt-tag-only"] = b"\x00\x01\x00\x00"
    fonts["bytes-random"] = bytes(rng.getrandbits(8) for _ in range(4096))
    fonts["bytes-sfnt-then-random"] = b"\x00\x01\x00\x00" + bytes(rng.getrandbits(8) for _ in range(4092))
    fonts["bytes-otto-then-random"] = b"OTTO" + bytes(rng.getrandbits(8) for _ in range(2044))
    fonts["bytes-ttc-million-faces"] = b"ttcf" + struct.pack(">HHI", 1, 0, 1_000_000) + struct.pack(">I", 12) * 64
    fonts["bytes-ttc-face-past-end"] = b"ttcf" + struct.pack(">HHII", 1, 0, 1, 0x7FFFFFF0)
    fonts["bytes-woff-header"] = b"wOFF" + bytes(40)
    fonts["bytes-text"] = b"This is not a font, it is a sentence.\n" * 20

    # -- truncated --------------------------------------------------------------------------------------------------
    for cut in (6, 12, 40, 200, 300, 1000, 2000, len(base) // 2, len(base) - 1):
        fonts[f"trunc-{cut:05d}"] = base[:cut]

    # -- a lying table directory ------------------------------------------------------------------------------------
    fonts["dir-numtables-65535"] = base[:4] + struct.pack(">H", 65535) + base[6:]
    fonts["dir-numtables-0"] = base[:4] + struct.pack(">H", 0) + base[6:]
    data = bytearray(base)
    for _tag, at, _offset, _length in table_records(base):
        struct.pack_into(">I", data, at + 8, 0x7FFFFFF0)
    fonts["dir-offsets-past-end"] = bytes(data)
    data = bytearray(base)
    for _tag, at, _offset, _length in table_records(base):
        struct.pack_into(">I", data, at + 12, 0xFFFFFFFF)
    fonts["dir-lengths-4gb"] = bytes(data)
    data = bytearray(base)
    for _tag, at, _offset, _length in table_records(base):
        struct.pack_into(">II", data, at + 8, 12, len(base) - 12)  # every table is the whole file
    fonts["dir-tables-overlap"] = bytes(data)

    # -- one table zeroed, one table dropped ------------------------------------------------------------------------
    for tag, _at, offset, length in table_records(base):
        name = tag.strip().replace("/", "").lower()
        fonts[f"zero-{name}"] = base[:offset] + bytes(length) + base[offset + length :]
    for tag in ("head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf", "OS/2", "name", "post", "GSUB", "GPOS"):
        font = sans()
        del font[tag]
        try:
            fonts["drop-" + tag.replace("/", "").lower()] = compile_font(font)
        except Exception:  # fontTools needs some tables to write others (loca for glyf)
            pass

    # -- random bit flips -------------------------------------------------------------------------------------------
    for seed in range(12):
        flips = random.Random(seed)
        data = bytearray(base)
        for _ in range(1 + seed * 3):
            at = flips.randrange(12, len(data))
            data[at] ^= 1 << flips.randrange(8)
        fonts[f"flip-{seed:02d}"] = bytes(data)

    # -- extreme but well-formed values -----------------------------------------------------------------------------
    for upm in (1, 16, 16384):
        font = sans()
        font["head"].unitsPerEm = upm
        fonts[f"meta-upm-{upm}"] = compile_font(font)
    fonts["meta-upm-0"] = patched(base, "head", 18, ">H", 0)
    fonts["meta-upm-65535"] = patched(base, "head", 18, ">H", 65535)

    font = sans()
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = 32767, -32768, 32767
    font["OS/2"].sTypoAscender, font["OS/2"].sTypoDescender, font["OS/2"].sTypoLineGap = 32767, -32768, 32767
    font["OS/2"].fsSelection |= 1 << 7
    fonts["meta-metrics-huge"] = compile_font(font)

    font = sans()
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = -1000, 1000, -32768
    fonts["meta-metrics-inverted"] = compile_font(font)

    font = sans()
    font["OS/2"].fsSelection |= 1 << 7
    font["OS/2"].sTypoAscender, font["OS/2"].sTypoDescender, font["OS/2"].sTypoLineGap = -32768, 32767, -32768
    fonts["meta-typo-inverted"] = compile_font(font)

    for advance in (65535, 0):
        font = sans()
        for glyph in font.getGlyphOrder():
            _width, lsb = font["hmtx"][glyph]
            font["hmtx"][glyph] = (advance, lsb)
        fonts[f"meta-advances-{advance}"] = compile_font(font)

    fonts["meta-numglyphs-65535"] = patched(base, "maxp", 4, ">H", 65535)
    fonts["meta-numglyphs-1"] = patched(base, "maxp", 4, ">H", 1)
    fonts["meta-numglyphs-0"] = patched(base, "maxp", 4, ">H", 0)
    fonts["meta-hmetrics-0"] = patched(base, "hhea", 34, ">H", 0)
    fonts["meta-hmetrics-65535"] = patched(base, "hhea", 34, ">H", 65535)

    font = sans()
    for table in font["cmap"].tables:
        table.cmap = {code: "glyph%05d" % (60000 + i) for i, code in enumerate(sorted(table.cmap))}
    try:
        fonts["meta-cmap-missing-glyphs"] = compile_font(font)
    except Exception:
        pass
    # The same by bytes: a format 4 subtable whose idDelta sends every character past the last glyph.
    data = bytearray(base)
    for tag, _at, offset, length in table_records(base):
        if tag == "cmap":
            count = struct.unpack_from(">H", data, offset + 2)[0]
            for i in range(count):
                sub = offset + struct.unpack_from(">I", data, offset + 4 + 8 * i + 4)[0]
                if struct.unpack_from(">H", data, sub)[0] == 4:
                    segments = struct.unpack_from(">H", data, sub + 6)[0] // 2
                    deltas = sub + 14 + 2 * segments + 2 + 2 * segments
                    for s in range(segments):
                        struct.pack_into(">h", data, deltas + 2 * s, 30000)
    fonts["meta-cmap-delta-past-glyphs"] = bytes(data)

    font = sans()
    for record in font["GPOS"].table.LookupList.Lookup:
        for sub in record.SubTable:
            for pairs in getattr(sub, "PairSet", []) or []:
                for pair in pairs.PairValueRecord:
                    if pair.Value1 is not None:
                        pair.Value1.XAdvance = -32768
    fonts["meta-kern-32768"] = compile_font(font)

    # Every glyph moved back 2000 units by GPOS: negative advances everywhere.
    font = sans()
    lookup = ot.Lookup()
    lookup.LookupType, lookup.LookupFlag = 1, 0
    single = ot.SinglePos()
    single.Format = 1
    single.Coverage = ot.Coverage()
    single.Coverage.glyphs = list(font.getGlyphOrder())
    single.ValueFormat = 4  # XAdvance
    single.Value = ot.ValueRecord()
    single.Value.XAdvance = -2000
    lookup.SubTable = [single]
    lookup.SubTableCount = 1
    add_to_every_feature(font["GPOS"].table, lookup)
    fonts["meta-negative-advances"] = compile_font(font)

    # A GSUB multiple substitution: every lowercase letter becomes 64 copies of itself (HarfBuzz bounds the buffer).
    font = sans()
    lookup = ot.Lookup()
    lookup.LookupType, lookup.LookupFlag = 2, 0
    multiple = ot.MultipleSubst()
    multiple.Format = 1
    cmap = font.getBestCmap()
    letters = [cmap[c] for c in range(ord("a"), ord("z") + 1) if c in cmap]
    multiple.mapping = {glyph: [glyph] * 64 for glyph in letters}
    lookup.SubTable = [multiple]
    lookup.SubTableCount = 1
    add_to_every_feature(font["GSUB"].table, lookup)
    fonts["meta-gsub-explosion"] = compile_font(font)

    font = sans()
    for record in font["name"].names:
        if record.nameID in (1, 2, 4, 16, 17):
            record.string = b"\xd8\x00\xd8\x00\xdc\x00" if record.platformID == 3 else b"\xff\xfe\x00"
    try:
        fonts["meta-names-broken"] = compile_font(font)
    except Exception:
        pass
    font = sans()
    font["name"].names = []
    fonts["meta-names-none"] = compile_font(font)

    # -- broken variable fonts --------------------------------------------------------------------------------------
    def variable():
        return TTFont(VAR, recalcTimestamp=False)

    font = variable()
    for axis in font["fvar"].axes:
        axis.minValue, axis.maxValue = axis.maxValue, axis.minValue
    fonts["var-axis-min-above-max"] = compile_font(font)

    font = variable()
    for axis in font["fvar"].axes:
        axis.defaultValue = axis.maxValue + 1000
    fonts["var-default-outside"] = compile_font(font)

    font = variable()
    font["fvar"].instances = []
    fonts["var-no-instances"] = compile_font(font)

    font = variable()
    template = font["fvar"].axes[0]
    for i in range(62):
        axis = type(template)()
        axis.axisTag = "X%03d" % i
        axis.minValue, axis.defaultValue, axis.maxValue = -1, 0, 1
        axis.flags, axis.axisNameID = 0, template.axisNameID
        font["fvar"].axes.append(axis)
    for instance in font["fvar"].instances:
        instance.coordinates.update({"X%03d" % i: 0 for i in range(62)})
    try:
        fonts["var-64-axes"] = compile_font(font)
    except Exception:
        pass

    for tag, _at, offset, length in table_records(var):
        if tag == "gvar":
            data = bytearray(var)
            # Keep the gvar header, scramble the glyph variation data after it.
            scramble = random.Random(7)
            for at in range(offset + 20, offset + length):
                data[at] = scramble.getrandbits(8)
            fonts["var-gvar-scrambled"] = bytes(data)
        if tag == "fvar":
            fonts["var-fvar-zeroed"] = var[:offset] + bytes(length) + var[offset + length :]
        if tag == "HVAR":
            fonts["var-hvar-zeroed"] = var[:offset] + bytes(length) + var[offset + length :]

    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.endswith(".ttf"):
            os.remove(os.path.join(out, old))
    for name, data in sorted(fonts.items()):
        with open(os.path.join(out, name + ".ttf"), "wb") as f:
            f.write(data)
    return fonts


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else HERE
    made = make(target)
    total = sum(len(d) for d in made.values())
    print(f"{len(made)} fonts, {total} bytes, in {target}")
