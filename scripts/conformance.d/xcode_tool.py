"""Print the `--tool-info` form (ID,NAME,VERSION,BUILD) of the first <tool> line of an XLIFF file.

usage: xcode_tool.py FILE.xliff
"""

import re
import sys


def main(argv):
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    with open(argv[0], encoding="utf-8") as f:
        text = f.read()
    tool = re.search(r"<tool ([^>]*)/>", text)
    if not tool:
        print("error: no <tool> line in %s" % argv[0], file=sys.stderr)
        return 1
    attributes = dict(re.findall(r'([\w-]+)="([^"]*)"', tool.group(1)))
    print(",".join(attributes.get(name, "") for name in ("tool-id", "tool-name", "tool-version", "build-num")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
