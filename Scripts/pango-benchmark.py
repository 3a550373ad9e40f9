#!/usr/bin/python3
"""Side by side: the measurer and Pango on the same corpus, fonts, sizes and widths, in the same run.

Usage (from the package root, after `swift build -c release --product Benchmarks`; Scripts/benchmark --pango does
both):
    /usr/bin/python3 Scripts/pango-benchmark.py [--runs N] [--benchmarks .build/release/Benchmarks] [CORPUS.jsonl]

Needs Debian's python3-gi, python3-gi-cairo and gir1.2-pango-1.0, so run it with the system Python.

What runs, each N times (median and spread printed):
- Benchmarks side-by-side --json: the measurer's cold pass (a new FontMatcher and TextMeasurer, every case once),
  warm passes (the same measurer again), passes with no shaping cache (cacheCapacity 0, fonts and fallback choices
  loaded: every text shaped again, as Pango, which has no shaping cache, lays out every text again), the same three
  with every case in one font at one size (Noto Sans 17 pt, fallback fonts for the other scripts), and each case's
  layout (line count, widths, starts).
- Pango 1.50 through PyGObject, set up exactly as Scripts/pango-reference.py sets it up (PangoCairo, 72 dpi, hint
  style NONE, hint metrics OFF, unrounded glyph positions, WORD_CHAR wrapping, insert-hyphens off except after a soft
  hyphen): a cold pass (a new font map, every case once) and warm passes (the same font map), for the corpus's own fonts
  and for the one font. A timed case is what a measurer does: a new PangoLayout, font, text, attributes, wrap and
  width set, get_extents() and get_line_count(). Font descriptions and attribute lists are made before timing, so
  Python's own work is mostly out of the loop; what is left of it (the PyGObject calls themselves) is estimated by
  timing the same calls on empty texts and printed, with the ratio taken against Pango both with and without it.

Agreement: each case's line count and line widths (±0.5 pt on every shown line) against Pango's layout of it, as
Sources/Conformance does, over the cases where UIKit and Pango are not known to differ (Fixtures/Corpus/README.md);
for the one-font run, over all cases (its known differences were decided for the corpus's own fonts).
"""

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH_TOLERANCE = 0.5
UNVERIFIED_TAGS = {"trailing-space", "small-kana"}  # as Sources/Conformance/ConformanceCase.swift


def load_pango_reference():
    path = os.path.join(ROOT, "Scripts", "pango-reference.py")
    spec = importlib.util.spec_from_file_location("pango_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = load_pango_reference()
Pango = reference.Pango


class Prepared:
    """Everything about a case that does not depend on the font map, made before timing."""

    def __init__(self, case):
        self.case = case
        self.text = case["text"]
        self.language = case.get("language") or ""
        self.description = Pango.FontDescription()
        self.description.set_family(case["family"])
        self.description.set_size(int(round(case["size"] * reference.SCALE)))
        self.attributes = reference.hyphen_attributes(self.text)
        width = case.get("width")
        self.width = -1 if width is None else int(round(width * reference.SCALE))


def pango_pass(engine, prepared, empty=False):
    """Lays out every case once (or, with `empty`, makes the same calls on empty texts); returns the line total."""
    lines = 0
    wrap = Pango.WrapMode.WORD_CHAR
    for item in prepared:
        layout = Pango.Layout.new(engine.context(item.language))
        layout.set_auto_dir(True)
        layout.set_font_description(item.description)
        layout.set_text("" if empty else item.text, -1)
        layout.set_attributes(item.attributes)
        layout.set_wrap(wrap)
        layout.set_width(item.width)
        layout.get_extents()
        lines += layout.get_line_count()
    return lines


def timed(function):
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def pango_timings(cases, runs):
    prepared = [Prepared(case) for case in cases]
    cold = []
    for _ in range(runs):
        engine = reference.Engine()  # a new font map: fonts found, loaded and cached again
        cold.append(timed(lambda: pango_pass(engine, prepared)))
    engine = reference.Engine()
    pango_pass(engine, prepared)
    warm = [timed(lambda: pango_pass(engine, prepared)) for _ in range(runs)]
    overhead = [timed(lambda: pango_pass(engine, prepared, empty=True)) for _ in range(runs)]
    return {"cold": cold, "warm": warm, "overhead": overhead}


def one_font_cases(cases, family, size):
    return [dict(case, family=family, size=size) for case in cases]


def reported_apart(case):
    if case.get("knownDifference"):
        return True
    return any(tag in UNVERIFIED_TAGS for tag in case.get("tags") or [])


def agreement(cases, ours, include_known):
    """(cases compared, same line count, widths within tolerance) against Pango's layouts, made now."""
    engine = reference.Engine()
    compared = same_count = same_widths = 0
    for case, layout in zip(cases, ours):
        if not include_known and reported_apart(case):
            continue
        theirs = reference.measure(engine, case)
        shown = theirs["lineCount"]
        if case.get("maxLines"):
            shown = min(theirs.get("visibleLineCount", shown), case["maxLines"])
        compared += 1
        if layout["lineCount"] != shown:
            continue
        same_count += 1
        if all(abs(a - b) < WIDTH_TOLERANCE for a, b in zip(layout["lineWidths"], theirs["lineWidths"][:shown])):
            same_widths += 1
    return compared, same_count, same_widths


def summary(values):
    median = statistics.median(values)
    quartiles = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [median] * 3
    spread = (quartiles[2] - quartiles[0]) / 2 / median * 100 if median else 0
    return median, spread


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", nargs="?", default=os.path.join(ROOT, "Fixtures/Corpus/corpus.jsonl"))
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--benchmarks", default=os.path.join(ROOT, ".build/release/Benchmarks"))
    arguments = parser.parse_args()

    cases = [case for case in reference.read_corpus(arguments.corpus) if "_error" not in case]
    count = len(cases)
    print(f"pango-benchmark: {count} cases, {arguments.runs} runs each; load average "
          f"{', '.join(f'{load:.2f}' for load in os.getloadavg())}; Pango {Pango.version_string()}", flush=True)

    result = subprocess.run(
        [arguments.benchmarks, "side-by-side", "--json", "--runs", str(arguments.runs), "--corpus", arguments.corpus],
        check=True, capture_output=True, text=True, cwd=ROOT)
    ours = json.loads(result.stdout)
    family, size = ours["oneFont"]["family"], float(ours["oneFont"]["size"])

    pango = pango_timings(cases, arguments.runs)
    one_cases = one_font_cases(cases, family, size)
    pango_one = pango_timings(one_cases, arguments.runs)

    overhead, _ = summary(pango["overhead"])
    timings = ours["timings"]
    own = agreement(cases, ours["layouts"], include_known=False)
    one = agreement(one_cases, ours["oneFontLayouts"], include_known=True)
    one_label = f"one font ({family} {size:g} pt)"
    rows = [
        ("cold: new measurer / font map, first pass", pango["cold"], timings["cold"], own, "≥ 10×"),
        ("warm: same measurer / font map again", pango["warm"], timings["warm"], own, "≥ 50×"),
        ("no shaping cache, fonts loaded (vs Pango warm)", pango["warm"], timings["uncached"], own, ""),
        (f"{one_label}: cold", pango_one["cold"], timings["oneFontCold"], one, "≥ 10×"),
        (f"{one_label}: no shaping cache", pango_one["warm"], timings["oneFontUncached"], one, "≥ 10×"),
        (f"{one_label}: warm", pango_one["warm"], timings["oneFontWarm"], one, "≥ 10×"),
    ]
    print("")
    print(f"{'µs per case: median of runs ±IQR/2':49} {'Pango':>15} {'measurer':>15} {'ratio':>7} "
          f"{'ratio*':>7}  {'target':6}  agreement: line count, widths ±0.5 pt")
    for label, theirs, mine, (compared, same_count, same_widths), target in rows:
        pango_median, pango_spread = summary(theirs)
        ratio = pango_median / mine["median"]
        native = (pango_median - overhead) / mine["median"]
        print(f"{label:49} {pango_median / count * 1e6:8.1f} ±{pango_spread:4.1f}% "
              f"{mine['median'] / count * 1e6:8.2f} ±{mine['spread'] * 100:4.1f}% {ratio:6.1f}× {native:6.1f}×  "
              f"{target:6}  {same_count}/{compared} ({same_count / compared:.1%}), "
              f"{same_widths}/{compared} ({same_widths / compared:.1%})")
    harfbuzz = timings["harfBuzz"]["median"]
    print("")
    print(f"ratio* = against Pango less the PyGObject calls' own cost, estimated by the same calls on empty texts: "
          f"{overhead / count * 1e6:.1f} µs/case.")
    print("Agreement: the corpus's own fonts over the cases where UIKit and Pango are not known to differ; one font "
          "over all cases. The measurer's warm and uncached passes give exactly its cold pass's layouts: "
          f"{'yes' if ours['sameLayoutsWarmAndUncached'] else 'NO'}.")
    print(f"HarfBuzz alone (hb_shape of each text, fonts made beforehand, one reused buffer): "
          f"{harfbuzz / count * 1e6:.2f} µs/case; the measurer warm: {timings['warm']['median'] / count * 1e6:.2f} "
          f"µs/case.")
    print(f"The measurer's FontMatcher() (fontconfig set-up, outside its cold pass): "
          f"{timings['coldSetup']['median'] * 1e3:.2f} ms.")


if __name__ == "__main__":
    main()
