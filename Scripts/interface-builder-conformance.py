#!/usr/bin/env python3
"""Lays out every storyboard and xib under a folder as Xcode does at design time and says how far from Xcode it is.

Each document goes through `typescale layout DOC --compare-stored --format json` (the document's device, the default
text size, a cell at its stored size). Two figures come from the frames Xcode stored in the documents:
  - views whose frame text does not decide (laid out at xSmall, large, AX5 and with fonts half as large again, it does
    not move) within 0.5 pt of the stored frame: what the reader and the engine must get right;
  - views whose frame text decides within 2 pt: what the stand-in for SF Pro moves.
Views Xcode itself marks `misplaced` or `ambiguous` are no reference and are skipped. The third figure is the noise:
scenes, top-level views and cells with a finding (or an unsatisfiable or ambiguous layout) at `large`, where the
shipping app looks as its designer meant — and of those, the ones whose every finding names only views laid out where
Xcode stored them, so that Xcode's own frames show the same thing, and whose ambiguity is only of views Xcode itself
marks ambiguous. Everything is printed by document and by cause.

    Scripts/interface-builder-conformance [FOLDER] [--typescale BINARY] [--list] [--json FILE]

FOLDER defaults to ../shared/corpus/apps. --list also prints each view off and each finding at large; --json writes
the figures for a script.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import subprocess
import sys

FIXED_TOLERANCE = 0.5
TEXT_TOLERANCE = 2.0


def documents(folder):
    found = []
    for root, directories, files in os.walk(folder):
        directories.sort()
        found += [os.path.join(root, name) for name in sorted(files) if name.endswith((".storyboard", ".xib"))]
    return found


def lay_out(binary, document):
    run = subprocess.run(
        [binary, "layout", document, "--compare-stored", "--format", "json"], capture_output=True, text=True)
    if run.returncode > 1:
        return document, None, run.stderr.strip().splitlines()[-1] if run.stderr.strip() else f"exit {run.returncode}"
    return document, json.loads(run.stdout), None


class Tally:
    def __init__(self):
        self.objects = self.noisy = self.shown = 0
        self.fixed = self.fixed_within = self.text = self.text_within = self.skipped = 0

    def add(self, other):
        for key, value in vars(other).items():
            setattr(self, key, getattr(self, key) + value)

    def percent(self, part, whole):
        return f"{part}/{whole} ({100 * part / whole:.1f} %)" if whole else "-"


def where_xcode_put_it(scene, view):
    """Whether `view` (a button's title label counts as its button) is laid out where Xcode stored it."""
    view = view.removesuffix(".titleLabel").removesuffix(".imageView")
    for entry in scene.get("storedFrames", []):
        if entry["view"] == view:
            tolerance = TEXT_TOLERANCE if entry["dependsOnText"] else FIXED_TOLERANCE
            return "frameWarning" not in entry and entry["difference"] <= tolerance
    return False


def analyse(report, tally, causes, off, listing):
    for scene in report["scenes"]:
        tally.objects += 1
        views = scene["views"]
        large = next(layout for layout in scene["layouts"] if layout["category"] == "large")
        reasons = set()
        # Xcode marks the views it finds ambiguous (`ambiguous="YES"`): an ambiguity of those alone it shows too.
        warned = {entry["view"]: entry.get("frameWarning") for entry in scene.get("storedFrames", [])}
        ambiguity_shown = all(warned.get(item["view"].split(".")[0]) == "ambiguous" for item in large["ambiguous"])
        shown = bool(large["findings"] or large["ambiguous"]) and not large["unsatisfiable"] and ambiguity_shown
        for finding in large["findings"]:
            element = views.get(finding["view"].removesuffix(".titleLabel"), {}).get("element", "view")
            reasons.add(f"{finding['kind']} {element}")
            named = [finding["view"]] + [finding[key] for key in ("superview", "sibling") if key in finding]
            agrees = all(where_xcode_put_it(scene, view) for view in named)
            shown = shown and agrees
            listing.append(f"  finding{'' if agrees else ' (not where Xcode put it)'}  {finding['message']}")
        if large["unsatisfiable"]:
            reasons.add("unsatisfiable")
        if large["ambiguous"]:
            reasons.add("ambiguous")
        if reasons:
            tally.noisy += 1
            tally.shown += shown
        for reason in reasons:
            causes[reason] += 1
        for entry in scene.get("storedFrames", []):
            if "frameWarning" in entry:
                tally.skipped += 1
                continue
            element = views.get(entry["view"], {}).get("element", "view")
            if entry["dependsOnText"]:
                tally.text += 1
                within = entry["difference"] <= TEXT_TOLERANCE
                tally.text_within += within
            else:
                tally.fixed += 1
                within = entry["difference"] <= FIXED_TOLERANCE
                tally.fixed_within += within
            if not within:
                off[("text" if entry["dependsOnText"] else "fixed", element)] += 1
                listing.append(
                    f"  off {entry['difference']:.3g} pt  {entry['view']} ({element}, line {views.get(entry['view'], {}).get('line')})"
                    f"  stored {entry['stored']}  laid out {entry['laidOut']}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=os.path.join(here, "..", "..", "shared", "corpus", "apps"))
    parser.add_argument("--typescale", default=os.path.join(here, "..", ".build", "release", "typescale"))
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--json")
    arguments = parser.parse_args()
    folder = os.path.normpath(arguments.folder)
    paths = documents(folder)
    if not paths:
        sys.exit(f"interface-builder-conformance: no .storyboard or .xib under {folder}")
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:
        results = list(pool.map(lambda path: lay_out(arguments.typescale, path), paths))

    total, causes, off = Tally(), collections.Counter(), collections.Counter()
    rows, failures = [], []
    for document, report, error in results:
        name = os.path.relpath(document, folder)
        if report is None:
            failures.append((name, error))
            continue
        tally, listing = Tally(), []
        analyse(report, tally, causes, off, listing)
        total.add(tally)
        rows.append((name, tally, listing))

    print(f"Interface Builder conformance: {len(paths)} documents under {folder}, laid out at large as Xcode does")
    print(f"{'objects with findings':>22}  {'text does not decide ≤ 0.5 pt':>30}  {'text decides ≤ 2 pt':>22}  document")
    for name, tally, listing in rows:
        print(f"{tally.noisy:>10} of {tally.objects:<9}  {tally.percent(tally.fixed_within, tally.fixed):>30}  "
              f"{tally.percent(tally.text_within, tally.text):>22}  {name}")
        if arguments.list:
            print("\n".join(listing))
    for name, error in failures:
        print(f"{'not laid out':>22}  {'':>30}  {'':>22}  {name}: {error}")
    print()
    print(f"documents laid out: {len(rows)} of {len(paths)}")
    print(f"scenes, top-level views and cells with a finding at large: {total.percent(total.noisy, total.objects)}; "
          f"{total.shown} of them only where every view found is where Xcode put it (Xcode's frames show it too)")
    print(f"views text does not decide within {FIXED_TOLERANCE} pt of Xcode's frames: "
          f"{total.percent(total.fixed_within, total.fixed)}")
    print(f"views text decides within {TEXT_TOLERANCE} pt: {total.percent(total.text_within, total.text)}")
    print(f"views skipped, their frames misplaced or ambiguous in Xcode: {total.skipped}")
    print("\nobjects with a finding at large, by cause:")
    for cause, count in causes.most_common():
        print(f"  {count:>5}  {cause}")
    print("\nviews off, by element (text does not decide / text decides):")
    elements = sorted({element for _, element in off}, key=lambda e: -(off[("fixed", e)] + off[("text", e)]))
    for element in elements:
        print(f"  {off[('fixed', element)]:>5} / {off[('text', element)]:<5} {element}")
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump({
                "documents": len(paths), "laidOut": len(rows), "objects": total.objects, "withFindings": total.noisy,
                "shownByXcode": total.shown,
                "fixedViews": total.fixed, "fixedWithin": total.fixed_within, "textViews": total.text,
                "textWithin": total.text_within, "skipped": total.skipped, "causes": dict(causes),
                "failures": [{"document": name, "error": error} for name, error in failures],
            }, file, indent=1)


if __name__ == "__main__":
    main()
