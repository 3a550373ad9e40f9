#!/usr/bin/python3
"""Writes a layout document for a table of self-sizing rows, for timing layout engines (Benchmarks/Layout/README.md).

Usage:
    /usr/bin/python3 Benchmarks/Layout/make-table-document.py ROWS OUT.json [--independent] [--cell subtitle|full]
                                                               [--direction leftToRight|rightToLeft]

The root is 390 wide; its height comes from the rows. Each row is a view under the root, as wide as the root:
- chained (the default): row0.top == root.top, rowI.top == rowI-1.bottom, root.bottom == lastRow.bottom;
- --independent: rowI.top == root.top + (the sum of the heights of the rows above it), each row placed on its own,
  and root.bottom == lastRow.bottom; the frames are the same as the chained table's.

--cell subtitle (the default) is UITableViewCell's subtitle style — an icon, a title and a subtitle — in 21
constraints a row, counting the four intrinsic-size inequalities of each view with an intrinsic size:
    row.top == previous row's bottom (row0: root.top)            row.leading == root.leading
    row.trailing == root.trailing                                row.bottom >= subtitle.bottom + 8
    row.height == 0 @250 (the pull that makes the row fit)
    icon.width == 40    icon.height == icon.width    icon.leading == row.leadingMargin    icon.centerY == row.centerY
    title: its 4 intrinsic-size inequalities (hugging 250 / 251 vertical, compression resistance 750)
    title.leading == icon.trailing + 12                          title.firstBaseline == row.topMargin + 20
    subtitle: its 4 intrinsic-size inequalities (as the title's)
    subtitle.leading == title.leading                            subtitle.firstBaseline == title.lastBaseline + 20
A table of N rows has 21 N + 2 constraints (the root's size.width and root.bottom == lastRow.bottom): 14,282 for 680.

--cell full adds a trailing badge and a chevron: 37 constraints a row (37 N + 2), written out in make_full_row.

Every row has the margins of a table cell's content view (directionalLayoutMargins top 8, leading 16, bottom 8,
trailing 16). The rows cycle through seven contents (title and subtitle widths, a one- or two-line subtitle), so that
rows differ in width and height as they do in an app. Every frame is decided (no ambiguity), nothing is
unsatisfiable, and no constraint is given up for others of the same priority or of lower ones, so an engine with
ordered priorities (UIKit's) and one with weighted priorities (kiwi's) find the same frames; the README works row 0
out.
"""

import argparse
import json

ROOT_WIDTH = 390
CELL_MARGINS = {"top": 8, "leading": 16, "bottom": 8, "trailing": 16}

# A 17 pt title line and 15 pt subtitle lines: heights and baselines (points below the view's top).
TITLE_HEIGHT, TITLE_BASELINE = 20.5, 16.5
SUBTITLE_LINE, SUBTITLE_BASELINE = 18, 14

# (title width, subtitle width, subtitle lines), row I using CONTENTS[I % 7]. In the full cell the title and the
# subtitle have 258 points before the badge, so row 3's title and rows 2 and 5's subtitles are truncated there.
CONTENTS = [
    (142.5, 210, 1),
    (96, 188.5, 1),
    (201, 264, 2),
    (280, 131, 1),
    (120, 250, 1),
    (233, 299.5, 2),
    (158, 177, 1),
]

# Where things are in a row, top down (see the README for the arithmetic).
TITLE_TOP = CELL_MARGINS["top"] + 20 - TITLE_BASELINE          # title.firstBaseline == row.topMargin + 20: 11.5
TITLE_LAST_BASELINE = TITLE_TOP + TITLE_BASELINE                 # 28
SUBTITLE_TOP = TITLE_LAST_BASELINE + 20 - SUBTITLE_BASELINE      # subtitle.firstBaseline == title.lastBaseline + 20: 34


def row_height(content):
    """The row's height: the subtitle's bottom + 8, as the pull leaves it."""
    _, _, lines = content
    return SUBTITLE_TOP + lines * SUBTITLE_LINE + 8


def constraint(cid, first, relation, second=None, constant=0, priority=1000, multiplier=1):
    """A document constraint; the multiplier, constant and priority left out at their defaults (the constant kept
    when there is no second item)."""
    item = {"id": cid, "first": first, "relation": relation}
    if second is not None:
        item["second"] = second
    if multiplier != 1:
        item["multiplier"] = multiplier
    if constant != 0 or second is None:
        item["constant"] = constant
    if priority != 1000:
        item["priority"] = priority
    return item


def label(view_id, parent, width, lines, line_height, baseline):
    """A label: its intrinsic size and baselines, hugging 251 vertically (as UILabel in Interface Builder)."""
    return {
        "id": view_id,
        "parent": parent,
        "intrinsicContentSize": {"width": width, "height": lines * line_height},
        "contentHuggingPriority": {"horizontal": 250, "vertical": 251},
        "contentCompressionResistancePriority": {"horizontal": 750, "vertical": 750},
        "baselineOffsets": {"first": baseline, "last": (lines - 1) * line_height + baseline},
    }


def row_placement(row, previous, independent_top):
    """The row's top, leading and trailing: placed in the root, in the chain or on its own."""
    if independent_top is not None:
        top = constraint(f"{row}.top", f"{row}.top", "==", "root.top", constant=independent_top)
    elif previous is None:
        top = constraint(f"{row}.top", f"{row}.top", "==", "root.top")
    else:
        top = constraint(f"{row}.top", f"{row}.top", "==", f"{previous}.bottom")
    return [
        top,
        constraint(f"{row}.leading", f"{row}.leading", "==", "root.leading"),
        constraint(f"{row}.trailing", f"{row}.trailing", "==", "root.trailing"),
    ]


def make_subtitle_row(row, content):
    """The views of a subtitle row and its 18 constraints besides the placement: these 10 and the title's and the
    subtitle's 4 intrinsic-size inequalities each (21 with the 3 of the placement)."""
    title_width, subtitle_width, lines = content
    icon, title, subtitle = f"{row}.icon", f"{row}.title", f"{row}.subtitle"
    views = [
        {"id": row, "parent": "root", "directionalLayoutMargins": dict(CELL_MARGINS)},
        {"id": icon, "parent": row},
        label(title, row, title_width, 1, TITLE_HEIGHT, TITLE_BASELINE),
        label(subtitle, row, subtitle_width, lines, SUBTITLE_LINE, SUBTITLE_BASELINE),
    ]
    constraints = [
        constraint(f"{row}.fitsSubtitle", f"{row}.bottom", ">=", f"{subtitle}.bottom", constant=8),
        constraint(f"{row}.pull", f"{row}.height", "==", constant=0, priority=250),
        constraint(f"{icon}.width", f"{icon}.width", "==", constant=40),
        constraint(f"{icon}.square", f"{icon}.height", "==", f"{icon}.width"),
        constraint(f"{icon}.leading", f"{icon}.leading", "==", f"{row}.leadingMargin"),
        constraint(f"{icon}.centerY", f"{icon}.centerY", "==", f"{row}.centerY"),
        constraint(f"{title}.leading", f"{title}.leading", "==", f"{icon}.trailing", constant=12),
        constraint(f"{title}.firstBaseline", f"{title}.firstBaseline", "==", f"{row}.topMargin", constant=20),
        constraint(f"{subtitle}.leading", f"{subtitle}.leading", "==", f"{title}.leading"),
        constraint(f"{subtitle}.firstBaseline", f"{subtitle}.firstBaseline", "==", f"{title}.lastBaseline",
                   constant=20),
    ]
    return views, constraints


def make_full_row(row, content):
    """A row as an app's settings or inbox cell: an icon (intrinsic 40 × 40), a title and a subtitle, a trailing
    badge (intrinsic 24 × 24, hugging 750) and a chevron (intrinsic 8 × 13). 34 constraints besides the placement:
    these 14 and the 4 intrinsic-size inequalities of each of the five views (37 with the 3 of the placement).

    The icon, the badge and the chevron resist compression horizontally at 751, so that a title or subtitle too long
    for the room before the badge is the one truncated (at 750 each, the icon and the title would tie)."""
    title_width, subtitle_width, lines = content
    icon, title, subtitle = f"{row}.icon", f"{row}.title", f"{row}.subtitle"
    badge, chevron = f"{row}.badge", f"{row}.chevron"
    views = [
        {"id": row, "parent": "root", "directionalLayoutMargins": dict(CELL_MARGINS)},
        {"id": icon, "parent": row, "intrinsicContentSize": {"width": 40, "height": 40},
         "contentCompressionResistancePriority": {"horizontal": 751, "vertical": 750}},
        label(title, row, title_width, 1, TITLE_HEIGHT, TITLE_BASELINE),
        label(subtitle, row, subtitle_width, lines, SUBTITLE_LINE, SUBTITLE_BASELINE),
        {"id": badge, "parent": row, "intrinsicContentSize": {"width": 24, "height": 24},
         "contentHuggingPriority": {"horizontal": 750, "vertical": 750},
         "contentCompressionResistancePriority": {"horizontal": 751, "vertical": 750},
         "baselineOffsets": {"first": 17, "last": 17}},
        {"id": chevron, "parent": row, "intrinsicContentSize": {"width": 8, "height": 13},
         "contentCompressionResistancePriority": {"horizontal": 751, "vertical": 750}},
    ]
    constraints = [
        constraint(f"{row}.fitsSubtitle", f"{row}.bottom", ">=", f"{subtitle}.bottom", constant=8),
        constraint(f"{row}.pull", f"{row}.height", "==", constant=0, priority=250),
        constraint(f"{icon}.leading", f"{icon}.leading", "==", f"{row}.leadingMargin"),
        constraint(f"{icon}.centerY", f"{icon}.centerY", "==", f"{row}.centerY"),
        constraint(f"{title}.leading", f"{title}.leading", "==", f"{icon}.trailing", constant=12),
        constraint(f"{title}.firstBaseline", f"{title}.firstBaseline", "==", f"{row}.topMargin", constant=20),
        constraint(f"{title}.beforeBadge", f"{title}.trailing", "<=", f"{badge}.leading", constant=-8),
        constraint(f"{subtitle}.leading", f"{subtitle}.leading", "==", f"{title}.leading"),
        constraint(f"{subtitle}.firstBaseline", f"{subtitle}.firstBaseline", "==", f"{title}.lastBaseline",
                   constant=20),
        constraint(f"{subtitle}.beforeBadge", f"{subtitle}.trailing", "<=", f"{badge}.leading", constant=-8),
        constraint(f"{badge}.trailing", f"{badge}.trailing", "==", f"{chevron}.leading", constant=-8),
        constraint(f"{badge}.centerY", f"{badge}.centerY", "==", f"{row}.centerY"),
        constraint(f"{chevron}.trailing", f"{chevron}.trailing", "==", f"{row}.trailingMargin"),
        constraint(f"{chevron}.centerY", f"{chevron}.centerY", "==", f"{row}.centerY"),
    ]
    return views, constraints


def make_document(rows, independent, cell, direction):
    make_row = make_subtitle_row if cell == "subtitle" else make_full_row
    views = [{"id": "root", "size": {"width": ROOT_WIDTH}}]
    constraints = []
    previous = None
    top = 0
    for index in range(rows):
        row = f"row{index}"
        content = CONTENTS[index % len(CONTENTS)]
        row_views, row_constraints = make_row(row, content)
        views += row_views
        constraints += row_placement(row, previous, top if independent else None)
        constraints += row_constraints
        previous = row
        top += row_height(content)
    if rows:
        constraints.append(constraint("root.bottom", "root.bottom", "==", f"{previous}.bottom"))
    name = f"table-{rows}-{cell}-{'independent' if independent else 'chained'}"
    if direction != "leftToRight":
        name += "-" + direction
    return {"name": name, "layoutDirection": direction, "views": views, "constraints": constraints}


def document_text(document):
    """The document as JSON, a view or a constraint a line."""
    def items(key):
        return ",\n".join("  " + json.dumps(item) for item in document[key])
    return (
        "{\n"
        f' "name": {json.dumps(document["name"])},\n'
        f' "layoutDirection": {json.dumps(document["layoutDirection"])},\n'
        f' "views": [\n{items("views")}\n ],\n'
        f' "constraints": [\n{items("constraints")}\n ]\n'
        "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description="Writes a layout document of a table of self-sizing rows.")
    parser.add_argument("rows", type=int, help="how many rows")
    parser.add_argument("out", help="the JSON file to write")
    parser.add_argument("--independent", action="store_true",
                        help="place each row from root.top on its own instead of below the row above")
    parser.add_argument("--cell", choices=["subtitle", "full"], default="subtitle",
                        help="subtitle: icon, title, subtitle (21 constraints a row); full: with a badge and a "
                             "chevron (37)")
    parser.add_argument("--direction", choices=["leftToRight", "rightToLeft"], default="leftToRight")
    arguments = parser.parse_args()
    if arguments.rows < 1:
        parser.error("ROWS must be at least 1")
    document = make_document(arguments.rows, arguments.independent, arguments.cell, arguments.direction)
    with open(arguments.out, "w") as file:
        file.write(document_text(document))


if __name__ == "__main__":
    main()
