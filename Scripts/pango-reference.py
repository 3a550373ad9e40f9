#!/usr/bin/python3
"""Lay out the conformance corpus with Pango, the reference engine, and print what it measured.

Usage:
    /usr/bin/python3 Scripts/pango-reference.py [CORPUS.jsonl] > Fixtures/Corpus/pango-reference.jsonl
    /usr/bin/python3 Scripts/pango-reference.py --time 20 [CORPUS.jsonl] > /dev/null

Needs Debian's python3-gi, python3-gi-cairo and gir1.2-pango-1.0 (PyGObject, pycairo and Pango's typelibs),
so run it with the system Python (/usr/bin/python3), not a virtualenv or pyenv one.

Each corpus line is a JSON object (see Fixtures/Corpus/README.md): id, text, family, size (points), width
(points, or null for one unconstrained line), maxLines (0 = no limit), language. Each case is laid out:

- with PangoCairo on a fresh cairo-ft font map (fontconfig's fonts), resolution 72 dpi, so 1 pt = 1 unit;
- unhinted: cairo hint style NONE, hint metrics OFF, and glyph positions not rounded, so advances and
  ascent/descent are the fonts' design units scaled linearly (the metrics HarfBuzz gives);
- with the font description "family, size pt" (regular weight, upright), the case's language on the context;
- wrap WORD_CHAR (break between words; a word wider than the line breaks between graphemes, as UIKit's
  byWordWrapping does), width = width * Pango.SCALE, no height limit, no ellipsis, natural direction;
- with no hyphen inserted where a word is broken between graphemes (Pango >= 1.44 inserts one by default;
  UIKit does not), but with the hyphen shown at a soft-hyphen (U+00AD) break.

Output: one JSON object per case, in corpus order, on stdout:
    id, lineCount, lineWidths (logical width of each line, points), height (logical height of the layout,
    points), lineStarts (UTF-16 offset of each line's first character), fonts (families Pango used, in order
    of first use); plus lineHeights, baseline (first line's baseline from the top), rtl (the base direction is
    right-to-left), unknownGlyphs (when some character had no glyph in any font), and for a case with
    maxLines > 0: visibleLineCount, visibleHeight, truncated (what a label limited to maxLines shows).
A case Pango cannot lay out gives {"id", "error"}.

--time N lays out the whole corpus N more times after the first pass and reports the throughput on stderr.
"""

import argparse
import json
import math
import sys
import time

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402
import cairo  # noqa: E402

SCALE = Pango.SCALE
SOFT_HYPHEN = "\u00ad"


def points(units):
    """Pango units to points, exact (1/1024 pt steps), as a float."""
    return units / SCALE


class Engine:
    """One font map and one Pango context per language, set up for unhinted, unrounded layout at 72 dpi."""

    def __init__(self):
        # A private font map, so nothing else in the process shares its caches or settings.
        self.font_map = PangoCairo.FontMap.new()
        self.options = cairo.FontOptions()
        self.options.set_hint_style(cairo.HINT_STYLE_NONE)
        self.options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        self.options.set_antialias(cairo.ANTIALIAS_GRAY)
        self.contexts = {}

    def context(self, language):
        context = self.contexts.get(language)
        if context is None:
            context = self.font_map.create_context()
            PangoCairo.context_set_font_options(context, self.options)
            PangoCairo.context_set_resolution(context, 72.0)
            context.set_round_glyph_positions(False)
            context.set_base_dir(Pango.Direction.LTR)  # only a fallback: the layout's auto-dir decides
            if language:
                context.set_language(Pango.Language.from_string(language))
            self.contexts[language] = context
        return context

    def layout(self, case):
        text = case["text"]
        layout = Pango.Layout.new(self.context(case.get("language") or ""))
        layout.set_auto_dir(True)
        description = Pango.FontDescription()
        description.set_family(case["family"])
        description.set_size(int(round(case["size"] * SCALE)))
        layout.set_font_description(description)
        layout.set_text(text, -1)
        layout.set_attributes(hyphen_attributes(text))
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        width = case.get("width")
        layout.set_width(-1 if width is None else int(round(width * SCALE)))
        layout.set_height(-1)  # the default; without ellipsization Pango applies no height limit at all
        layout.set_single_paragraph_mode(False)
        return layout


def hyphen_attributes(text):
    """insert-hyphens off everywhere except at the break right after each soft hyphen.

    Pango decides per break position whether to add a hyphen; the attribute that covers the position after a
    U+00AD keeps it on there, so a soft-hyphen break still shows "-", and a word broken between graphemes
    does not.
    """
    attributes = Pango.AttrList()
    starts = []  # UTF-8 byte offset of each character, then the end
    index = 0
    for character in text:
        starts.append(index)
        index += len(character.encode("utf-8"))
    starts.append(index)
    keep = []  # byte ranges (the character after a soft hyphen) where Pango may insert a hyphen
    for position, character in enumerate(text):
        if character == SOFT_HYPHEN and position + 1 < len(text):
            keep.append((starts[position + 1], starts[position + 2]))
    start = 0
    for begin, end in keep + [(index, index)]:
        if begin > start:
            attribute = Pango.attr_insert_hyphens_new(False)
            attribute.start_index = start
            attribute.end_index = begin
            attributes.insert(attribute)
        start = end
    return attributes


def utf16_offsets(text):
    """Map from each UTF-8 byte offset that starts a character (and the end) to its UTF-16 offset."""
    table = {}
    byte = 0
    unit = 0
    for character in text:
        table[byte] = unit
        byte += len(character.encode("utf-8"))
        unit += 2 if ord(character) > 0xFFFF else 1
    table[byte] = unit
    return table


def measure(engine, case):
    layout = engine.layout(case)
    text = case["text"]
    offsets = utf16_offsets(text)

    line_widths = []
    line_heights = []
    line_starts = []
    fonts = []
    iterator = layout.get_iter()
    while True:
        line = iterator.get_line_readonly()
        _, logical = iterator.get_line_extents()
        line_widths.append(points(logical.width))
        line_heights.append(points(logical.height))
        line_starts.append(offsets[line.start_index])
        for run in line.runs or []:
            family = run.item.analysis.font.describe().get_family()
            if family not in fonts:
                fonts.append(family)
        if not iterator.next_line():
            break

    _, logical = layout.get_extents()
    result = {
        "id": case["id"],
        "lineCount": layout.get_line_count(),
        "lineWidths": line_widths,
        "height": points(logical.height),
        "lineStarts": line_starts,
        "fonts": fonts,
        "lineHeights": line_heights,
        "baseline": points(layout.get_baseline()),
        "rtl": layout.get_direction(0) == Pango.Direction.RTL,
    }
    unknown = layout.get_unknown_glyphs_count()
    if unknown:
        result["unknownGlyphs"] = unknown
    max_lines = case.get("maxLines") or 0
    if max_lines > 0:
        visible = min(max_lines, len(line_heights))
        result["visibleLineCount"] = visible
        result["visibleHeight"] = math.fsum(line_heights[:visible])
        result["truncated"] = len(line_heights) > max_lines
    return result


def measure_safely(engine, case):
    try:
        return measure(engine, case)
    except Exception as error:  # report the case and go on with the rest
        return {"id": case.get("id"), "error": f"{type(error).__name__}: {error}"}


def read_corpus(path):
    cases = []
    with open(path, encoding="utf-8") as corpus:
        for number, line in enumerate(corpus, 1):
            if not line.strip():
                continue
            try:
                cases.append(json.loads(line))
            except json.JSONDecodeError as error:
                cases.append({"id": f"line-{number}", "_error": f"bad JSON: {error}"})
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", nargs="?", default="Fixtures/Corpus/corpus.jsonl")
    parser.add_argument("--time", type=int, default=0, metavar="N",
                        help="after the first pass, lay out the corpus N more times and print throughput to stderr")
    arguments = parser.parse_args()

    cases = read_corpus(arguments.corpus)
    start = time.perf_counter()
    engine = Engine()
    output = sys.stdout
    for case in cases:
        if "_error" in case:
            result = {"id": case["id"], "error": case["_error"]}
        else:
            result = measure_safely(engine, case)
        output.write(json.dumps(result, ensure_ascii=False, separators=(", ", ": ")) + "\n")
    output.flush()
    first_pass_seconds = time.perf_counter() - start

    if arguments.time > 0:
        print(f"pango-reference: first pass (cold font map, font loading, JSON output): {len(cases)} cases in "
              f"{first_pass_seconds:.3f} s = {first_pass_seconds / max(len(cases), 1) * 1e6:.0f} us/case",
              file=sys.stderr)
        valid = [case for case in cases if "_error" not in case]
        # Layout only (what a measurer does): new layout per case, extents read, no JSON.
        start = time.perf_counter()
        for _ in range(arguments.time):
            for case in valid:
                layout = engine.layout(case)
                layout.get_extents()
                layout.get_line_count()
        layout_seconds = time.perf_counter() - start
        # The whole per-case extraction as above (line iteration, runs, UTF-16 mapping).
        start = time.perf_counter()
        for _ in range(arguments.time):
            for case in valid:
                measure(engine, case)
        full_seconds = time.perf_counter() - start
        count = arguments.time * len(valid)
        characters = arguments.time * sum(len(case["text"]) for case in valid)
        for label, seconds in (("layout+extents", layout_seconds), ("full extraction", full_seconds)):
            print(f"pango-reference: {label}: {count} layouts in {seconds:.3f} s = "
                  f"{count / seconds:,.0f} layouts/s, {seconds / count * 1e6:.1f} us/layout, "
                  f"{seconds / characters * 1e6:.2f} us/char "
                  f"({arguments.time} passes x {len(valid)} cases, warm font caches, Pango {Pango.version_string()})",
                  file=sys.stderr)


if __name__ == "__main__":
    main()
