#!/usr/bin/env python3
"""Split one .cpp file that holds one big class into a header and several .cpp files.

Usage: scripts/split-class.py SPEC.py [SRC OUTDIR]

The three big classes of the compiler (the lowerer, sema's checker and the C++
emitter) were each written as one class with every member defined inside it.
This script moves them apart mechanically, so that the split can be redone on
a version of the file that others have edited in the meantime:

  * the class definition goes into a header; its data members, nested types,
    constructors, templates and one-line members stay there as they are;
  * every other member function is declared in the header (signature as
    written, `{` replaced by `;`) and defined out of line (`Class::name`,
    without default arguments, `static` or `[[noreturn]]`, one indentation
    level less) in the .cpp file the spec assigns to its name, together with
    the comment lines right above it;
  * free functions before the class are declared in the header and defined in
    the spec's `common` file; everything after the class goes there too.

To redo a split over an edited original (e.g. after merging a branch that
changed ir/FromAST.cpp before the split):
  git show <branch>:ir/FromAST.cpp > ir/FromAST.cpp
  scripts/split-class.py scripts/split/FromAST.spec.py && rm ir/FromAST.cpp
The output depends only on the original and the spec, so a branch's edits to
the unsplit file become a patch against the split files by splitting its base
and its tip (arguments SRC OUTDIR: read SRC, write under OUTDIR) and diffing:
  git show BASE:ir/FromAST.cpp > /tmp/base.cpp; git show TIP:ir/FromAST.cpp > /tmp/tip.cpp
  scripts/split-class.py scripts/split/FromAST.spec.py /tmp/base.cpp /tmp/base
  scripts/split-class.py scripts/split/FromAST.spec.py /tmp/tip.cpp /tmp/tip
  (cd /tmp && diff -ruN base tip) | patch -p1

A member function the spec does not assign is an error, so that a function
added since the spec was written gets a home on purpose.

SPEC.py defines: src, cls, header, headerGuardComment, namespaceOld,
namespaceNew, files (target -> (leading comment, extra includes)), common,
assign (function name -> target), extraHeaderIncludes.

A spec with `mode = 'sections'` splits a file at its section banners instead
(a file already written out of line, or a header of many classes; e.g.
scripts/split/AST.spec.py, scripts/split/ASTBuilder.spec.py). A banner is

  //===----------------------------------------------------------------------===//
  // Title
  //===----------------------------------------------------------------------===//

and `parts` lists (target, title of the banner it starts at, leading comment):
the first part starts at the top of the file (title None), and each part
runs to the next listed banner, so that banners not listed, and whatever was
added inside a section since the spec was written, stay with their section.
`nsOpen` / `nsClose` are the namespaces that enclose the sections.
  * A header (src ends in .h): part 0 keeps the includes and the namespace
    openings before its first section; every later part includes the part
    before it (sections refer only to earlier ones, so the chain compiles as
    the one file did) and the last part is normally the original's name, so
    that its users see every class as before. A leading comment of None
    keeps the original's (the text before `#pragma once`).
  * A source file: every part repeats the original's preamble (the text up
    to and including `preambleEnd`: includes, namespaces, using-declarations)
    after its leading comment; part 0 is the original's beginning.
A listed banner that the file lacks is an error.
"""
import os
import re
import sys


def skip_literal(text, i):
    """The index after the comment or string/char literal starting at i, or i if none starts there."""
    if text.startswith('//', i):
        j = text.find('\n', i)
        return j if j >= 0 else len(text)
    if text.startswith('/*', i):
        return text.index('*/', i) + 2
    c = text[i]
    if c == '"' or c == "'":
        j = i + 1
        while text[j] != c:
            j += 2 if text[j] == '\\' else 1
        return j + 1
    return i


def scan_code(text, i, stop):
    """Index of the first char in `stop` at paren/brace depth 0 from i, skipping literals and comments."""
    depth_p = depth_b = 0
    n = len(text)
    while i < n:
        c = text[i]
        j = skip_literal(text, i)
        if j != i:
            i = j
            continue
        if depth_p == 0 and depth_b == 0 and c in stop:
            return i
        if c == '(':
            depth_p += 1
        elif c == ')':
            depth_p -= 1
        elif c == '{':
            depth_b += 1
        elif c == '}':
            depth_b -= 1
        i += 1
    return -1


def match_brace(text, i):
    """text[i] == '{': index of the matching '}'."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        j = skip_literal(text, i)
        if j != i:
            i = j
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise SystemExit('unbalanced braces')


def items(body, indent):
    """Split `body` (text at one nesting level, items starting at `indent` spaces) into items.

    Each item: dict(kind, text, name, comment). kind: 'func', 'other', 'blank'.
    """
    out = []
    pos = 0
    n = len(body)
    pending_comment = []
    pad = ' ' * indent
    while pos < n:
        eol = body.find('\n', pos)
        if eol < 0:
            eol = n
        line = body[pos:eol]
        stripped = line.strip()
        if stripped == '':
            out.extend(pending_comment)
            pending_comment = []
            out.append(dict(kind='blank', text=line + '\n'))
            pos = eol + 1
            continue
        if stripped.startswith('//') and line.startswith(pad) and not line.startswith(pad + ' '):
            pending_comment.append(dict(kind='other', text=line + '\n'))
            pos = eol + 1
            continue
        if not line.startswith(pad) or line.startswith(pad + ' ') or re.match(r'\s*(public|private|protected):', line) or stripped.startswith('#'):
            out.extend(pending_comment)
            pending_comment = []
            out.append(dict(kind='other', text=line + '\n'))
            pos = eol + 1
            continue
        # An item starts here.
        start = pos
        if re.match(r'(struct|class|enum|union|namespace)\b', stripped) or stripped.startswith('template') \
                or stripped.startswith('using') or stripped.startswith('}'):
            end = scan_code(body, start, ';{')
            if body[end] == '{':
                close = match_brace(body, end)
                end = scan_code(body, close + 1, ';\n') if stripped.startswith(('struct', 'class', 'enum', 'union')) else close
            end = body.find('\n', end) + 1 or n
            out.extend(pending_comment)
            pending_comment = []
            out.append(dict(kind='other', text=body[start:end]))
            pos = end
            continue
        end = scan_code(body, start, ';{')
        sig = body[start:end]
        if body[end] == ';' or '(' not in sig or re.search(r'\)\s*:', sig):
            # A data member, a declaration, or a constructor with an initialiser list.
            if body[end] == '{':
                end = match_brace(body, end)
            end = body.find('\n', end) + 1 or n
            out.extend(pending_comment)
            pending_comment = []
            out.append(dict(kind='other', text=body[start:end]))
            pos = end
            continue
        close = match_brace(body, end)
        stop = body.find('\n', close) + 1 or n
        text = body[start:stop]
        paren = scan_code(sig, 0, '(')
        m = re.search(r'(~?[A-Za-z_][A-Za-z_0-9]*)\s*$', sig[:paren])
        if m is None: sys.exit("split-class.py: cannot name member: " + sig[:200])
        name = m.group(1)
        one_line = '\n' not in body[start:close]
        out.append(dict(kind='func', text=text, name=name, sig=sig, brace=end - start,
                        comment=''.join(c['text'] for c in pending_comment), one_line=one_line))
        pending_comment = []
        pos = stop
    out.extend(pending_comment)
    return out


def strip_defaults(params):
    """Remove `= default` from a parameter list's text (without the outer parentheses)."""
    out = []
    i = 0
    n = len(params)
    while i < n:
        c = params[i]
        if c == '=' and params[i - 1] != '=' and params[i - 1] not in '<>!' and (i + 1 >= n or params[i + 1] != '='):
            # skip to the next ',' at depth 0 (or the end)
            j = scan_code(params, i + 1, ',')
            if j < 0:
                j = n
            while out and out[-1] == ' ':
                out.pop()
            i = j
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def definition(f, cls, nested, dedent):
    sig = f['sig']
    body = f['text'][f['brace']:]
    paren = scan_code(sig, 0, '(')
    m = re.search(r'(~?[A-Za-z_][A-Za-z_0-9]*)\s*$', sig[:paren])
    ret = sig[:m.start(1)]
    ret = re.sub(r'^(\s*)((static|inline|virtual|\[\[noreturn\]\])\s+)+', r'\1', ret)
    for t in nested:
        ret = re.sub(r'(?<![:\w])' + re.escape(t) + r'\b', cls + '::' + t, ret)
    close = paren + scan_code(sig[paren + 1:], 0, ')') + 1
    params = strip_defaults(sig[paren + 1:close])
    tail = re.sub(r'\s*\boverride\b', '', sig[close + 1:])
    text = ret + cls + '::' + m.group(1) + '(' + params + ')' + tail + body
    comment = f['comment']
    if dedent:
        def dd(s):
            return ''.join(l[dedent:] if l.startswith(' ' * dedent) else l for l in s.splitlines(True))
        text, comment = dd(text), dd(comment)
    return comment + text


BANNER = re.compile(r'^//===-+===//\n// (.+)\n//===-+===//\n', re.M)


def split_sections(spec, src, root):
    """The `sections` mode (see the module's comment): writes spec['parts']."""
    parts = spec['parts']
    titles = {m.group(1).strip(): m.start() for m in BANNER.finditer(src)}
    starts = [0]
    for target, title, _ in parts[1:]:
        if title not in titles:
            raise SystemExit('split-class.py: no banner `' + title + '` in ' + spec['src'])
        starts.append(titles[title])
    if starts != sorted(starts):
        raise SystemExit('split-class.py: parts out of order in ' + spec['src'])
    chunks = [src[a:b] for a, b in zip(starts, starts[1:] + [len(src)])]
    ns_open, ns_close = spec['nsOpen'], spec['nsClose']
    if not chunks[-1].rstrip('\n').endswith(ns_close.rstrip('\n')):
        raise SystemExit('split-class.py: ' + spec['src'] + ' does not end with nsClose')
    chunks[-1] = chunks[-1].rstrip('\n')[:-len(ns_close.rstrip('\n'))]
    header = spec['src'].endswith('.h')
    if header:
        pragma = src.index('#pragma once\n')
        original_comment = src[:pragma]
        chunks[0] = chunks[0][pragma + len('#pragma once\n'):]
    else:
        end = src.index(spec['preambleEnd']) + len(spec['preambleEnd'])
        preamble = src[:end]
        if end > starts[1]:
            raise SystemExit('split-class.py: preambleEnd is past the first split')
    for i, ((target, _, comment), chunk) in enumerate(zip(parts, chunks)):
        if header:
            text = (original_comment if comment is None else comment) + '#pragma once\n'
            if i == 0:
                text += chunk
            else:
                text += '\n#include "' + parts[i - 1][0] + '"\n\n' + ns_open + '\n' + chunk
        else:
            text = (comment or '') + (chunk if i == 0 else preamble + '\n' + chunk)
        text = text.rstrip('\n') + '\n\n' + ns_close
        text = re.sub(r'\n{3,}', '\n\n', text)
        os.makedirs(os.path.dirname(os.path.join(root, target)), exist_ok=True)
        open(os.path.join(root, target), 'w').write(text)
        print(target, text.count('\n'), 'lines')


def main():
    spec = {}
    exec(open(sys.argv[1]).read(), spec)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    src = open(sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, spec['src'])).read()
    if len(sys.argv) > 3:
        root = sys.argv[3]
    if spec.get('mode') == 'sections':
        split_sections(spec, src, root)
        return
    cls = spec['cls']
    m = re.search(r'^class ' + cls + r' \{\n', src, re.M)
    cstart = m.end()
    cend = src.index('\n};\n', cstart) + 1
    prefix_all = src[:m.start()]
    suffix = src[cend + 3:]
    # The prefix: includes, then the anonymous namespace's opening, then free helpers.
    anon = prefix_all.index(spec['namespaceOld'])
    head, helpers = prefix_all[:anon], prefix_all[anon + len(spec['namespaceOld']):]
    includes = ''.join(l for l in head.splitlines(True) if l.startswith('#include'))
    nsOpen = ''.join(l for l in head.splitlines(True) if l.startswith('namespace'))
    nsClose = ''.join('} // ' + l.rstrip(' {\n') + '\n' for l in reversed(nsOpen.splitlines(True)))

    body_items = items(src[cstart:cend], 2)
    nested = set()
    for it in body_items:
        mm = re.match(r'\s*(?:struct|class|enum(?: class)?|using)\s+([A-Za-z_]\w*)', it['text'])
        if it['kind'] == 'other' and mm:
            nested.add(mm.group(1))
    helper_items = items(helpers, 0)

    files = {t: [] for t in spec['files']}
    unassigned = []
    header_class = []
    for it in body_items:
        if it['kind'] != 'func' or it['one_line'] or it['name'] == cls:
            if it['kind'] == 'func':
                header_class.append(it['comment'] + it['text'])
            else:
                header_class.append(it['text'])
            continue
        target = spec['assign'].get(it['name'])
        if target is None:
            unassigned.append(it['name'])
            continue
        files[target].append(definition(it, cls, nested, 2))
        decl = it['sig'].rstrip() + ';\n'
        header_class.append(decl)
    if unassigned:
        raise SystemExit('split-class.py: no file for: ' + ', '.join(sorted(set(unassigned))))

    header_helpers = []
    common_helpers = []
    for it in helper_items:
        if it['kind'] == 'func':
            header_helpers.append(it['sig'].rstrip() + ';\n')
            common_helpers.append(it['comment'] + it['text'])
        else:
            header_helpers.append(it['text'])
    # Trailing comments of the prefix (e.g. one above the class) stay above the class.
    hdr = spec['header']
    guard = spec['headerComment']
    out = guard + '#pragma once\n\n' + includes + spec.get('extraHeaderIncludes', '') + '\n' + nsOpen.replace(
        spec['namespaceOld'], '') + spec['namespaceNew'] + ''.join(header_helpers) + 'class ' + cls + ' {\n' + \
        ''.join(header_class) + '};\n\n' + '} // ' + spec['namespaceNew'].strip(' {\n') + '\n' + nsClose
    out = re.sub(r'\n{3,}', '\n\n', out)
    os.makedirs(os.path.dirname(os.path.join(root, hdr)), exist_ok=True)
    open(os.path.join(root, hdr), 'w').write(out)

    def cpp(target, parts, closing=True):
        comment, extra = spec['files'][target]
        text = comment + '#include "' + hdr + '"\n' + extra + '\n' + nsOpen.replace(spec['namespaceOld'], '') + \
            spec['namespaceNew'] + '\n' + '\n'.join(p.rstrip('\n') + '\n' for p in parts)
        if closing:
            text += '\n} // ' + spec['namespaceNew'].strip(' {\n') + '\n' + nsClose
        return text

    for target, parts in files.items():
        if target == spec['common']:
            # The free helpers, and whatever followed the class: the anonymous
            # namespace's end (now the named one's) and the entry point.
            text = cpp(target, common_helpers + parts, closing=False) + suffix.replace(spec['namespaceOldClose'], spec['namespaceNewClose'], 1)
        else:
            text = cpp(target, parts)
        text = re.sub(r'\n{3,}', '\n\n', text)
        open(os.path.join(root, target), 'w').write(text)
    for target, parts in files.items():
        print(target, sum(p.count('\n') for p in parts), 'lines of members')


if __name__ == '__main__':
    main()
