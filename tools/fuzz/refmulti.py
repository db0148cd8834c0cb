"""User-defined reductions and scans of several operands for refeval.py
(`(m, i) := maxloc<< (V, Index1)`, `[C] (M, I) := maxloc<< [R] (V, Index2)`,
`[R] (M, I) := maxloc|| (V, Index2)`; docs/LANGUAGE.md, "User-defined
reductions"): a mixin of the interpreter, which provides proc, run_body, ev,
lookup, store, assign_scalar, partial_indices and the current region."""
from refmodel import Array, RefError, Unsupported


class SeveralOperands:
    def multi_procs(self, op, k, n_operands):
        """A user-defined reduction or scan of k operands: (start, acc). The
        identity `op(var d1; ...; var dk)` sets the k partial results
        `start`; acc(parts, values) runs the accumulation `op(v1; ...; vk;
        var d1; ...; var dk)` and returns the new partial results."""
        ident, accp = self.proc(op, k), self.proc(op, 2 * k)
        if ident is None or accp is None or n_operands != k:
            raise Unsupported("reduction %s of %d operands" % (op, k))
        dnames = [prm.word(0) for prm in ident.kids if prm.role == "param"]
        frame = {n: None for n in dnames}
        self.run_body(ident, frame)
        anames = [prm.word(0) for prm in accp.kids if prm.role == "param"]

        def acc(parts, values):
            frame = dict(zip(anames, list(values) + list(parts)))
            self.run_body(accp, frame)
            return [frame[n] for n in anames[k:]]
        return [frame[n] for n in dnames], acc

    def operand_values(self, operands, idxs):
        """Every operand's value at every index, in a statement of its own."""
        saved = getattr(self, "memo", {})
        self.memo = {}
        try:
            return {i: [self.ev(o, i) for o in operands] for i in idxs}
        finally:
            self.memo = saved

    def multi_reduce(self, targets, e):
        """`(m, i) := maxloc<< (V, Index1)`: the k partial results start at
        the identity and take every element in row-major order (multi_procs).
        Of a partial reduction (`[C] (M, I) := maxloc<< [R] (V, Index2)`)
        each destination index takes the source elements it collapses, and
        of a scan (`[R] (M, I) := maxloc|| (V, Index2)`) each index the
        partial results up to it; the targets are then parallel arrays."""
        if self.region is None:
            raise RefError("reduction without a region")
        if e.kind not in ("ReduceExpr", "ScanExpr"):
            raise Unsupported("several targets without a reduction or scan")
        op, k = e.word(0)[:-2], len(targets)
        operands = [o for o in e.plain() if o.role != "dim"]
        start, acc = self.multi_procs(op, k, len(operands))
        if e.kind == "ScanExpr" or e.kid("region") is not None:
            if any(t.kind != "NameExpr" or not isinstance(self.lookup(t.word(0)), Array) for t in targets):
                raise Unsupported("values of a partial reduction or scan to something other than arrays")
            dst = self.region.indices()
            vals = self.multi_scan(e, start, acc, operands) if e.kind == "ScanExpr" else \
                {idx: self.multi_partial(e, start, acc, operands, idx) for idx in dst}
            for n, t in enumerate(targets):
                arr = self.lookup(t.word(0))
                for idx in dst:
                    self.store(arr, idx, ":=", vals[idx][n])
            return
        parts = start
        values = self.operand_values(operands, self.region.indices())
        for i in self.region.indices():
            parts = acc(parts, values[i])
        for t, v in zip(targets, parts):
            if t.kind != "NameExpr":
                raise Unsupported("reduction target that is not a name")
            self.assign_scalar(t.word(0), v)

    def multi_partial(self, e, start, acc, operands, idx):
        src, idxs = self.partial_indices(e, idx)
        saved = self.region
        self.region = src
        try:
            values = self.operand_values(operands, idxs)
        finally:
            self.region = saved
        parts = start
        for i in idxs:
            parts = acc(parts, values[i])
        return parts

    def multi_scan(self, e, start, acc, operands):
        reg = self.region
        if reg.mask:
            raise Unsupported("scan over a masked region")
        dims = [int(self.ev(d, None)) for d in e.kids if d.role == "dim"]
        if dims and (len(dims) != 1 or dims[0] < 1):
            raise Unsupported("scan of several operands along %s" % dims)
        values = self.operand_values(operands, reg.indices())
        run, out = {}, {}
        for i in reg.indices():
            key = i[:dims[0] - 1] + i[dims[0]:] if dims else ()
            run[key] = acc(run.get(key, start), values[i])
            out[i] = run[key]
        return out
