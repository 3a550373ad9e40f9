#!/usr/bin/env python3
"""Writes Sources/TextMeasurement/Internals/PinnedFontSet+Debian.swift: the font files of the Debian 12 packages
Scripts/setup installs for the measurer (fonts-inter, fonts-dejavu-core, fonts-dejavu-extra, fonts-noto-core,
fonts-noto-cjk, fonts-noto-color-emoji), as `dpkg -L` lists them, and the fontconfig rule files their configuration
links into /etc/fonts/conf.d, without the user's own (50-user.conf, 51-local.conf).

    /usr/bin/python3 Scripts/pinned-font-set.py     # run from the package root, on Debian 12 after Scripts/setup
"""
import os
import subprocess
import sys

PACKAGES = ["fonts-inter", "fonts-dejavu-core", "fonts-dejavu-extra", "fonts-noto-core", "fonts-noto-cjk",
            "fonts-noto-color-emoji"]
USER_RULES = {"50-user.conf", "51-local.conf"}

listed = subprocess.run(["dpkg", "-L"] + PACKAGES, check=True, capture_output=True, text=True).stdout.split("\n")
files = sorted(path for path in listed if path.endswith((".ttf", ".otf", ".ttc")))
folders = sorted({os.path.dirname(path) for path in files})
rules = []
for name in sorted(os.listdir("/etc/fonts/conf.d")):
    if name.endswith(".conf") and name not in USER_RULES:
        rules.append(os.path.realpath(os.path.join("/etc/fonts/conf.d", name)))
versions = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Version}\\n"] + PACKAGES, check=True,
                          capture_output=True, text=True).stdout.strip().split("\n")


def swift_list(items, indent="        "):
    return "\n".join(f'{indent}"{item}",' for item in items)


package_lines = "\n".join(f"//   {line}" for line in versions)
source = f'''// Written by Scripts/pinned-font-set.py from Debian 12's packages, run it again after Scripts/setup's font packages
// change; do not edit by hand. The packages:
{package_lines}

extension PinnedFontSet {{
    /// The font files of the packages `Scripts/setup` installs for the measurer, as `dpkg -L` lists them.
    static let debianFiles: [String] = [
{swift_list(files)}
    ]

    /// The folders those files are in, the font folders the pinned configuration names.
    static let debianFolders: [String] = [
{swift_list(folders)}
    ]

    /// The rule files Debian's fontconfig links into `/etc/fonts/conf.d` with these packages installed, in the order
    /// fontconfig reads them, without the user's own (`50-user.conf`, `51-local.conf`).
    static let debianRules: [String] = [
{swift_list(rules)}
    ]
}}
'''
out = "Sources/TextMeasurement/Internals/PinnedFontSet+Debian.swift"
with open(out, "w") as handle:
    handle.write(source)
print(f"{out}: {len(files)} files in {len(folders)} folders, {len(rules)} rule files", file=sys.stderr)
