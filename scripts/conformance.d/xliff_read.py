"""Shared readers for the conformance helpers: split an XLIFF into <file> blocks, read its units.

Used by the other scripts in this folder (they import it from their own folder); no third-party
modules, so it also runs under the translate-toolkit venv's Python.
"""

import re
import sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import unescape

NS = "urn:oasis:names:tc:xliff:document:1.2"
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


def q(tag):
    """Qualified (namespaced) ElementTree name of an XLIFF 1.2 tag."""
    return "{%s}%s" % (NS, tag)


def unescape_attribute(value):
    return unescape(value, {"&quot;": '"', "&apos;": "'", "&#9;": "\t", "&#10;": "\n", "&#13;": "\r"})


# Xcode writes each <file> at an indent of 2 and its closing tag alone on a line. A `<` inside text or
# an attribute is always escaped, so these two patterns cannot match inside a unit's text.
_FILE_START = re.compile(rb'^  <file original="([^"]*)"', re.MULTILINE)
_FILE_END = b"\n  </file>\n"


def split_blocks(data):
    """Split XLIFF bytes into (prologue, [(original, block)], epilogue).

    Each block runs from the `  <file ` line to the `  </file>` line, both included, with its final LF.
    `original` is the attribute value with XML escapes resolved. The concatenation of prologue, the
    blocks and epilogue is exactly `data`; anything else between blocks raises ValueError.
    """
    blocks = []
    pos = 0
    prologue = None
    while True:
        m = _FILE_START.search(data, pos)
        if m is None:
            break
        if prologue is None:
            prologue = data[: m.start()]
        elif m.start() != pos:
            raise ValueError("unexpected bytes between <file> blocks at offset %d" % pos)
        end = data.find(_FILE_END, m.start())
        if end < 0:
            raise ValueError("<file> at offset %d has no closing `  </file>` line" % m.start())
        end += len(_FILE_END)
        original = unescape_attribute(m.group(1).decode("utf-8"))
        blocks.append((original, data[m.start(): end]))
        pos = end
    if prologue is None:
        raise ValueError("no <file> element found")
    return prologue, blocks, data[pos:]


def first_difference(ours, theirs):
    """(1-based line number, our line, their line) of the first differing line of two byte strings."""
    a = ours.split(b"\n")
    b = theirs.split(b"\n")
    for i in range(max(len(a), len(b))):
        la = a[i] if i < len(a) else None
        lb = b[i] if i < len(b) else None
        if la != lb:
            return i + 1, la, lb
    return None


def show_line(line):
    if line is None:
        return "(no such line)"
    return repr(line.decode("utf-8", "replace"))


def print_problems(problems, limit=25):
    """Print mismatches to stderr, at most `limit` of them, then how many more there were."""
    for problem in problems[:limit]:
        print("MISMATCH " + problem, file=sys.stderr)
    if len(problems) > limit:
        print("MISMATCH ... and %d more" % (len(problems) - limit), file=sys.stderr)
    sys.stderr.flush()


def content(elem):
    """Canonical form of an element's content: its text, and each child's tag, attributes, content
    and tail (Xcode puts <mrk> children inside <source>/<target> for App Shortcuts phrases)."""
    if elem is None:
        return None
    children = tuple(
        (child.tag, tuple(sorted(child.attrib.items())), content(child), child.tail or "")
        for child in elem
    )
    return (elem.text or "", children)


def plain_text(elem):
    """All text of an element, children's included (what a CAT tool shows as the plain string)."""
    if elem is None:
        return None
    return "".join(elem.itertext())


def read_files(path):
    """Read an XLIFF 1.2 file with ElementTree: a list of (original, attributes, [unit]) in document
    order, each unit a dict with id, translate, source/target (canonical content and plain text),
    target state, note text and note `from`, and the number of <note> elements."""
    root = ET.parse(path).getroot()
    if root.tag != q("xliff"):
        raise ValueError("%s: root element is %s, not the XLIFF 1.2 <xliff>" % (path, root.tag))
    files = []
    for file_elem in root.findall(q("file")):
        units = []
        for unit in file_elem.iter(q("trans-unit")):
            source = unit.find(q("source"))
            target = unit.find(q("target"))
            notes = unit.findall(q("note"))
            note = notes[0] if notes else None
            units.append(
                {
                    "id": unit.get("id"),
                    "translate": unit.get("translate"),
                    "space": unit.get(XML_SPACE),
                    "source": content(source),
                    "source_text": plain_text(source),
                    "target": content(target),
                    "target_text": plain_text(target),
                    "state": None if target is None else target.get("state"),
                    "note": None if note is None else (note.text or ""),
                    "note_from": None if note is None else note.get("from"),
                    "notes": len(notes),
                }
            )
        files.append((file_elem.get("original"), dict(file_elem.attrib), units))
    return files
