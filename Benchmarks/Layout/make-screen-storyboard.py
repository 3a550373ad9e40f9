#!/usr/bin/python3
"""Writes a storyboard of one scene of 41 views, as Xcode would write it, for timing `typescale layout` on Interface
Builder documents (Benchmarks/README.md, "A storyboard scene at every category").

Usage:
    /usr/bin/python3 Benchmarks/Layout/make-screen-storyboard.py OUT.storyboard

The scene, on retina6_12 (393 x 852, the safe area 59 above and 34 below): a header (a vertical stack of a large
title and a subheadline), a hero image, and a list (a vertical stack of 7 cards, each a card view holding a
horizontal stack of an icon, a title in body that wraps - it gives way first - and a value in body on one line),
pinned to the top of the safe area and the root's margins (the list reaches below the screen at the larger sizes: it
is not in a scroll view); 16 labels, every one in a text style that adjusts. Frames are stored approximately: they
are not read for layout.
"""

import sys

SETTINGS = [
    ("Wi-Fi", "Home network"), ("Bluetooth", "On"), ("Mobile data and personal hotspot", "Off"),
    ("Notifications and focus modes", "3 apps"), ("Sounds and haptics", "Default"),
    ("Display and text size", "Large"), ("Privacy and security", "12 apps"),
]

counter = [0]


def next_id(prefix):
    counter[0] += 1
    return "%s-%02d-%03d" % (prefix, counter[0] % 100, counter[0])


def label(id_, text, style, lines=1, hug=251, resist=750):
    return ('<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="%d" '
            'verticalHuggingPriority="251" horizontalCompressionResistancePriority="%d" text="%s" textAlignment="natural" lineBreakMode="tailTruncation" '
            'numberOfLines="%d" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" '
            'adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n'
            '<rect key="frame" x="0.0" y="0.0" width="100" height="20.333333333333332"/>\n'
            '<fontDescription key="fontDescription" style="UICTFontTextStyle%s"/>\n'
            '<nil key="textColor"/>\n<nil key="highlightedColor"/>\n</label>\n') % (hug, resist, text, lines, id_, style)


def constraint(first, attribute, second=None, second_attribute=None, constant=0, relation=None):
    parts = ['<constraint']
    if first:
        parts.append('firstItem="%s"' % first)
    parts.append('firstAttribute="%s"' % attribute)
    if relation:
        parts.append('relation="%s"' % relation)
    if second:
        parts.append('secondItem="%s" secondAttribute="%s"' % (second, second_attribute or attribute))
    if constant:
        parts.append('constant="%g"' % constant)
    parts.append('id="%s"/>' % next_id("cNs"))
    return " ".join(parts) + "\n"


def scene():
    root, safe = "rOt-Vw-000", "sAf-Gd-000"
    header, title, subtitle = next_id("hDr"), next_id("tTl"), next_id("sUb")
    hero, lst = next_id("hRo"), next_id("lSt")
    views = []
    root_constraints = []
    views.append('<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" '
                 'translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n<rect key="frame" x="16" y="59" '
                 'width="361" height="65"/>\n<subviews>\n%s%s</subviews>\n</stackView>\n'
                 % (header, label(title, "Settings", "Title0"), label(subtitle, "Everything about your phone",
                                                                       "Subhead", lines=0)))
    views.append('<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" '
                 'image="hero" translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n<rect key="frame" x="16" '
                 'y="140" width="361" height="120"/>\n<constraints>\n%s</constraints>\n</imageView>\n'
                 % (hero, constraint(None, "height", constant=120)))
    cards = []
    for index, (name, value) in enumerate(SETTINGS):
        card, row, icon = next_id("cRd"), next_id("rOw"), next_id("iCn")
        title_id, value_id = next_id("nAm"), next_id("vAl")
        cards.append(
            '<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="%s" userLabel="Card %d">\n'
            '<rect key="frame" x="0.0" y="%d" width="361" height="52"/>\n<subviews>\n'
            '<stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="12" '
            'translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n<rect key="frame" x="12" y="12" width="337" '
            'height="28"/>\n<subviews>\n'
            '<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="icon" '
            'translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n<rect key="frame" x="0.0" y="0.0" width="28" '
            'height="28"/>\n</imageView>\n%s%s</subviews>\n</stackView>\n</subviews>\n<constraints>\n%s%s%s%s'
            '</constraints>\n</view>\n'
            % (card, index + 1, index * 60, row, icon, label(title_id, name, "Body", lines=0, hug=250, resist=749),
               label(value_id, value, "Body", hug=251),
               constraint(row, "leading", card, "leading", 12), constraint(card, "trailing", row, "trailing", 12),
               constraint(row, "top", card, "top", 12), constraint(card, "bottom", row, "bottom", 12)))
    views.append('<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" '
                 'translatesAutoresizingMaskIntoConstraints="NO" id="%s">\n<rect key="frame" x="16" y="276" '
                 'width="361" height="412"/>\n<subviews>\n%s</subviews>\n</stackView>\n' % (lst, "".join(cards)))
    root_constraints += [
        constraint(header, "leading", root, "leadingMargin"), constraint(root, "trailingMargin", header, "trailing"),
        constraint(header, "top", safe, "top"),
        constraint(hero, "leading", root, "leadingMargin"), constraint(root, "trailingMargin", hero, "trailing"),
        constraint(hero, "top", header, "bottom", 16),
        constraint(lst, "leading", root, "leadingMargin"), constraint(root, "trailingMargin", lst, "trailing"),
        constraint(lst, "top", hero, "bottom", 16),
    ]
    return ('<view key="view" contentMode="scaleToFill" id="%s">\n<rect key="frame" x="0.0" y="0.0" width="393" '
            'height="852"/>\n<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
            '<subviews>\n%s</subviews>\n<viewLayoutGuide key="safeArea" id="%s"/>\n<constraints>\n%s</constraints>\n'
            '</view>\n') % (root, "".join(views), safe, "".join(root_constraints))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    document = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES" initialViewController="vCt-Rl-000">\n'
        '<device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '<dependencies>\n<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
        '<capability name="Safe area layout guides" minToolsVersion="9.0"/>\n</dependencies>\n'
        '<scenes>\n<scene sceneID="sCn-00-000">\n<objects>\n'
        '<viewController id="vCt-Rl-000" customClass="SettingsViewController" sceneMemberID="viewController">\n'
        + scene() +
        '</viewController>\n<placeholder placeholderIdentifier="IBFirstResponder" id="fRs-Rp-000" '
        'sceneMemberID="firstResponder"/>\n</objects>\n<point key="canvasLocation" x="0" y="0"/>\n</scene>\n'
        '</scenes>\n<resources>\n<image name="hero" width="361" height="120"/>\n<image name="icon" width="28" '
        'height="28"/>\n</resources>\n</document>\n')
    with open(sys.argv[1], "w") as out:
        out.write(document)


main()
