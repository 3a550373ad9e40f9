#!/usr/bin/python3
"""Writes layout documents with labels and stack views, for timing `typescale layout --all-categories` and
DynamicTypeLayout (Benchmarks/README.md, "Views at every category").

Usage:
    /usr/bin/python3 Benchmarks/Layout/make-screen-document.py screen OUT.json
    /usr/bin/python3 Benchmarks/Layout/make-screen-document.py cells ROWS OUT.json

screen: a settings screen of 60 views, 20 of them labels, on a 393 x 852 root (an iPhone 16's screen, its 59 pt top
and 34 pt bottom safe area): a header (a large title and a subtitle in a vertical stack), a hero image, a list (a
vertical stack of 9 cards, each a card view holding a horizontal stack of an icon, a title that wraps and a value on
one line), three dividers, and a toolbar (a horizontal stack of 6 buttons of 44 x 44) at the bottom. Every label is
in DejaVu Sans (fontconfig's match for the family), in a text style, and follows the category.

cells: ROWS self-sizing cells chained under a 390-wide root (row0.top == root.top, rowI.top == rowI-1.bottom), each a
content view with a table cell's margins (8, 16, 8, 16) holding a title (headline, wrapping) above a subtitle
(subheadline, wrapping), 4 pt apart; the rows cycle through seven texts.
"""

import json
import sys

FONT = "DejaVu Sans"

SETTINGS = [
    ("Wi-Fi", "Home network"), ("Bluetooth", "On"), ("Mobile data and personal hotspot", "Off"),
    ("Notifications and focus modes", "3 apps"), ("Sounds and haptics", "Default"),
    ("Display and text size", "Large"), ("Accessibility", ""), ("Privacy and security", "12 apps"),
    ("Battery health and charging", "92%"),
]

CELLS = [
    ("Order shipped", "Your parcel left the warehouse this morning and arrives on Thursday."),
    ("Payment received", "Thank you."),
    ("New message from Alex", "Are we still on for dinner at eight? I booked the table by the window."),
    ("Weekly summary", "You walked 42 kilometres this week, 8 more than last week."),
    ("Security alert", "A new device signed in to your account from Lisbon, Portugal."),
    ("Reminder", "Dentist tomorrow at 9:30."),
    ("Storage almost full", "Free up space by removing downloaded episodes you have already watched."),
]


def label(text, style, lines=1):
    return {"text": text, "style": style, "font": FONT, "lines": lines, "adjustsFontForContentSizeCategory": True}


def constraint(first, second=None, constant=0, relation="==", priority=1000):
    c = {"first": first, "relation": relation, "constant": constant, "priority": priority}
    if second:
        c["second"] = second
    return c


def screen():
    views = [{"id": "root", "size": {"width": 393, "height": 852},
              "safeAreaInsets": {"top": 59, "left": 0, "bottom": 34, "right": 0},
              "directionalLayoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}}]
    constraints = []
    views.append({"id": "header", "parent": "root", "stack": {"axis": "vertical", "spacing": 4}})
    views.append({"id": "title", "parent": "header", "label": label("Settings", "largeTitle")})
    views.append({"id": "subtitle", "parent": "header", "label": label("Signed in as alex@example.com", "subheadline", 0)})
    views.append({"id": "hero", "parent": "root", "intrinsicContentSize": {"width": 361, "height": 60}})
    views.append({"id": "list", "parent": "root", "stack": {"axis": "vertical", "spacing": 8}})
    for i, (name, value) in enumerate(SETTINGS):
        card = "card%d" % i
        views.append({"id": card, "parent": "list",
                      "directionalLayoutMargins": {"top": 10, "leading": 12, "bottom": 10, "trailing": 12}})
        row = "row%d" % i
        views.append({"id": row, "parent": card, "stack": {"axis": "horizontal", "alignment": "center", "spacing": 12}})
        views.append({"id": "icon%d" % i, "parent": row, "intrinsicContentSize": {"width": 29, "height": 29},
                      "contentHuggingPriority": {"horizontal": 251, "vertical": 251}})
        views.append({"id": "name%d" % i, "parent": row, "label": label(name, "body", 0),
                      "contentCompressionResistancePriority": {"horizontal": 749}})
        views.append({"id": "value%d" % i, "parent": row, "label": label(value, "body"),
                      "contentHuggingPriority": {"horizontal": 251}})
        constraints += [
            constraint("%s.leading" % row, "%s.leadingMargin" % card),
            constraint("%s.trailing" % row, "%s.trailingMargin" % card),
            constraint("%s.top" % row, "%s.topMargin" % card),
            constraint("%s.bottom" % row, "%s.bottomMargin" % card),
        ]
    for i in range(2):
        views.append({"id": "divider%d" % i, "parent": "root", "intrinsicContentSize": {"height": 1}})
    views.append({"id": "toolbar", "parent": "root", "stack": {"axis": "horizontal", "distribution": "equalSpacing"}})
    for i in range(6):
        views.append({"id": "button%d" % i, "parent": "toolbar", "intrinsicContentSize": {"width": 44, "height": 44}})
    constraints += [
        constraint("header.leading", "root.leadingMargin"), constraint("header.trailing", "root.trailingMargin"),
        constraint("header.top", "root.topMargin"),
        constraint("hero.leading", "root.leadingMargin"), constraint("hero.trailing", "root.trailingMargin"),
        constraint("hero.top", "header.bottom", 12),
        constraint("list.leading", "root.leadingMargin"), constraint("list.trailing", "root.trailingMargin"),
        constraint("list.top", "hero.bottom", 12),
        constraint("toolbar.leading", "root.leadingMargin"), constraint("toolbar.trailing", "root.trailingMargin"),
        constraint("toolbar.bottom", "root.bottomMargin"),
        # Above the toolbar when there is room; when the list grows taller, it gives way to its content and runs
        # under the toolbar (an overlap, reported), as it would without a scroll view.
        constraint("list.bottom", "toolbar.top", -12, "<=", 200),
    ]
    for i, above in enumerate(["header", "hero"]):
        constraints += [
            constraint("divider%d.leading" % i, "root.leading"), constraint("divider%d.trailing" % i, "root.trailing"),
            constraint("divider%d.top" % i, "%s.bottom" % above, 5),
        ]
    return {"name": "settings-screen", "views": views, "constraints": constraints}


def cells(rows):
    views = [{"id": "root", "size": {"width": 390}}]
    constraints = []
    for i in range(rows):
        title, subtitle = CELLS[i % len(CELLS)]
        cell = "cell%d" % i
        views.append({"id": cell, "parent": "root",
                      "directionalLayoutMargins": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16}})
        views.append({"id": "title%d" % i, "parent": cell, "label": label(title, "headline", 0)})
        views.append({"id": "subtitle%d" % i, "parent": cell, "label": label(subtitle, "subheadline", 0)})
        constraints += [
            constraint("%s.top" % cell, "cell%d.bottom" % (i - 1) if i else "root.top"),
            constraint("%s.leading" % cell, "root.leading"), constraint("%s.trailing" % cell, "root.trailing"),
            constraint("title%d.leading" % i, "%s.leadingMargin" % cell),
            constraint("title%d.trailing" % i, "%s.trailingMargin" % cell),
            constraint("title%d.top" % i, "%s.topMargin" % cell),
            constraint("subtitle%d.leading" % i, "%s.leadingMargin" % cell),
            constraint("subtitle%d.trailing" % i, "%s.trailingMargin" % cell),
            constraint("subtitle%d.top" % i, "title%d.bottom" % i, 4),
            constraint("%s.bottomMargin" % cell, "subtitle%d.bottom" % i),
        ]
    constraints.append(constraint("root.bottom", "cell%d.bottom" % (rows - 1)))
    return {"name": "cells-%d" % rows, "views": views, "constraints": constraints}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "screen":
        document, path = screen(), sys.argv[2]
    elif len(sys.argv) == 4 and sys.argv[1] == "cells":
        document, path = cells(int(sys.argv[2])), sys.argv[3]
    else:
        sys.exit(__doc__)
    with open(path, "w") as out:
        json.dump(document, out, indent=1)
        out.write("\n")


main()
