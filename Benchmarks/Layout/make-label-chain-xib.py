#!/usr/bin/python3
"""Writes a xib of one top-level view holding N labels chained vertically, as Xcode would write it, for timing how
`typescale layout` grows with the size of a document (Benchmarks/README.md, "A long chain of labels").

Usage:
    /usr/bin/python3 Benchmarks/Layout/make-label-chain-xib.py N OUT.xib

The view, on retina6_12 (393 wide): N labels, each a subview of the top-level view, its leading and trailing 16 from
the view's (`label.leading == view.leading + 16`, `view.trailing == label.trailing + 16`), the first's top 20 below
the view's top, each next one's top 8 below the previous one's bottom, and the view's bottom at least 20 below the
last one's (`view.bottom >= last.bottom + 20`). The labels cycle through seven texts in six text styles, every one
adjusting (`adjustsFontForContentSizeCategory`); three of the seven are long and wrap (`numberOfLines="0"`), the
others are on one line. Frames are stored as Xcode stores what its canvas shows at the large size, approximately
(a line 20.5 high, a wrapping text's lines counted at 8.5 points a character), and the view's stored height is the
column's: at the smaller sizes the column ends above the view's bottom, at the larger ones it does not fit, and
its labels give up height (compression resistance at 750 gives way to the required bottom; which label gives it
is ambiguous, as every label resists alike).
"""

import math
import sys

# (text, text style, numberOfLines)
TEXTS = [
    ("Order shipped", "Headline", 1),
    ("Your parcel left the warehouse this morning and arrives on Thursday between nine and noon.", "Body", 0),
    ("Payment received", "Subhead", 1),
    ("Are we still on for dinner at eight? I booked the table by the window, the one we had last time.",
     "Body", 0),
    ("Reminder: dentist tomorrow", "Footnote", 1),
    ("Free up space by removing downloaded episodes you have already watched on this phone.", "Callout", 0),
    ("Updated just now", "Caption1", 1),
]

ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

counter = [0]


def next_id():
    """An object id in Xcode's shape (`aB3-x9-Qz0`), distinct for each call: the counter scrambled by a bijection."""
    counter[0] += 1
    value = (counter[0] * 2654435761) % (62 ** 8)
    chars = []
    for _ in range(8):
        value, digit = divmod(value, 62)
        chars.append(ALPHABET[digit])
    return "%s-%s-%s" % ("".join(chars[0:3]), "".join(chars[3:5]), "".join(chars[5:8]))


def number(value):
    """A number as Xcode writes one: a whole number without a point, any other in full."""
    return '%d' % value if value == int(value) else repr(value)


def label(id_, text, style, lines, y, height):
    lines_attribute = '' if lines == 1 else ' numberOfLines="%d"' % lines
    return ('                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" '
            'horizontalHuggingPriority="251" verticalHuggingPriority="251" text="%s" textAlignment="natural" '
            'lineBreakMode="tailTruncation"%s baselineAdjustment="alignBaselines" '
            'adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" '
            'translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n'
            '                    <rect key="frame" x="16" y="%s" width="361" height="%s"/>\n'
            '                    <fontDescription key="fontDescription" style="UICTFontTextStyle%s"/>\n'
            '                    <nil key="textColor"/>\n'
            '                    <nil key="highlightedColor"/>\n'
            '                </label>\n') % (text, lines_attribute, id_, number(y), number(height), style)


def constraint(first, first_attribute, second, second_attribute, constant=0, relation=None):
    parts = ['<constraint']
    if first:
        parts.append('firstItem="%s"' % first)
    parts.append('firstAttribute="%s"' % first_attribute)
    if relation:
        parts.append('relation="%s"' % relation)
    parts.append('secondItem="%s" secondAttribute="%s"' % (second, second_attribute))
    if constant:
        parts.append('constant="%g"' % constant)
    parts.append('id="%s"/>' % next_id())
    return '                ' + " ".join(parts) + "\n"


def document(count):
    root, safe = next_id(), next_id()
    labels, constraints = [], []
    y, previous = 20.0, None
    for index in range(count):
        text, style, lines = TEXTS[index % len(TEXTS)]
        id_ = next_id()
        height = 20.5 if lines == 1 else 20.5 * math.ceil(len(text) * 8.5 / 361)
        labels.append(label(id_, text, style, lines, y, height))
        constraints.append(constraint(id_, "leading", root, "leading", 16))
        constraints.append(constraint(None, "trailing", id_, "trailing", 16))
        if previous is None:
            constraints.append(constraint(id_, "top", root, "top", 20))
        else:
            constraints.append(constraint(id_, "top", previous, "bottom", 8))
        y += height + 8
        previous = id_
    constraints.append(constraint(None, "bottom", previous, "bottom", 20, relation="greaterThanOrEqual"))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES">\n'
        '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '    <dependencies>\n'
        '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
        '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
        '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
        '    </dependencies>\n'
        '    <objects>\n'
        '        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>\n'
        '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>\n'
        '        <view contentMode="scaleToFill" id="%s" userLabel="Messages">\n'
        '            <rect key="frame" x="0.0" y="0.0" width="393" height="%s"/>\n'
        '            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\n'
        '            <subviews>\n%s'
        '            </subviews>\n'
        '            <viewLayoutGuide key="safeArea" id="%s"/>\n'
        '            <constraints>\n%s'
        '            </constraints>\n'
        '            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>\n'
        '            <point key="canvasLocation" x="138" y="154"/>\n'
        '        </view>\n'
        '    </objects>\n'
        '</document>\n') % (root, number(y - 8 + 20), "".join(labels), safe, "".join(constraints))


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit(__doc__)
    with open(sys.argv[2], "w") as out:
        out.write(document(int(sys.argv[1])))


main()
