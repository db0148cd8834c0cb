// Prints zpl-inspect's report: the communication schedule, the overlap per
// transfer and the protocol diagnostics, as text or JSON. No clang here.
#include "tools/zpl-inspect/Inspect.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace zpl::inspect {

namespace {

std::string zplAt(const Report &r, unsigned line) {
  if (!line)
    return "";
  return (r.zplFile.empty() ? std::string("line ") : r.zplFile + ":") + std::to_string(line);
}

std::string loopText(const Loop &l) {
  std::string s = l.kind == "do" ? "repeat" : l.kind;
  if (!l.var.empty())
    s += " " + l.var;
  return s + " (C++ line " + std::to_string(l.at.line) + ")";
}

uint64_t dataBytes(const Transfer &t, const Pair &p) { return p.elements * t.elemSize; }

} // namespace

std::string formatDiagnostics(const Report &r) {
  std::ostringstream os;
  for (const std::string &e : r.compileErrors)
    os << e << "\n";
  for (const Diagnostic &d : r.diagnostics) {
    os << r.file << ":" << d.at.line << ":" << d.at.col << ": " << (d.error ? "error" : "warning")
       << ": " << d.message;
    if (d.at.zplLine)
      os << " (from " << zplAt(r, d.at.zplLine) << ")";
    os << "\n";
  }
  return os.str();
}

std::string formatText(const Report &r) {
  std::ostringstream os;
  size_t calls = 0;
  for (const Transfer &t : r.transfers)
    calls += t.calls.size();
  os << r.file;
  if (!r.zplFile.empty())
    os << " (from " << r.zplFile << ")";
  os << ": " << r.transfers.size() << " transfer" << (r.transfers.size() == 1 ? "" : "s") << ", "
     << calls << " IRONMAN call" << (calls == 1 ? "" : "s") << "\n";
  for (const Transfer &t : r.transfers) {
    os << "\ntransfer " << t.name;
    if (!t.description.empty())
      os << ": " << t.description;
    if (t.zplLine)
      os << " (" << zplAt(r, t.zplLine) << ")";
    os << "\n";
    if (!t.src.empty())
      os << "  source " << t.src << ", destination " << t.dst << ", " << t.elemSize
         << "-byte elements\n";
    if (t.embedded && t.closedForm) {
      os << "  relations: embedded in closed form for " << t.procs
         << " processors (each builds its own pairs at start-up"
         << (t.closedEncoding.empty() ? "" : ", encoded " + t.closedEncoding)
         << "; computed at run time on any other count or shape)\n";
    } else if (t.embedded) {
      uint64_t enc = 0, elems = 0;
      for (const Pair &p : t.pairs)
        enc += p.encodedBytes, elems += p.elements;
      os << "  relations: embedded for " << t.procs << " processors (computed at run time on any "
         << "other count or shape): " << t.pairs.size() << " pairs, " << elems << " elements, "
         << enc << " bytes encoded\n";
      for (const Pair &p : t.pairs)
        os << "    " << p.src << " -> " << p.dst << (p.src == p.dst ? " (local copy)" : "") << ": "
           << p.elements << " elements (" << dataBytes(t, p) << " bytes), " << p.encoding << " "
           << p.encodedBytes << " bytes\n";
    } else if (t.runtime) {
      os << "  relations: computed at run time\n";
    }
    for (const Call &c : t.calls) {
      os << "  " << c.kind << " at " << r.file << ":" << c.at.line << ":" << c.at.col << " in "
         << c.function;
      if (!c.loops.empty()) {
        os << ", in ";
        for (size_t i = 0; i < c.loops.size(); ++i)
          os << (i ? " > " : "") << loopText(c.loops[i]);
      }
      os << "\n";
    }
    for (const Overlap &o : t.overlaps) {
      os << "  overlap " << o.from << " (line " << o.fromAt.line << ") .. " << o.to << " (line "
         << o.toAt.line << "): " << o.statements << " statement" << (o.statements == 1 ? "" : "s");
      if (!o.zplLines.empty()) {
        os << ", ZPL line" << (o.zplLines.size() == 1 ? "" : "s");
        for (size_t i = 0; i < o.zplLines.size(); ++i)
          os << (i ? ", " : " ") << o.zplLines[i];
      }
      os << "\n";
    }
  }
  unsigned e = 0, w = 0;
  for (const Diagnostic &d : r.diagnostics)
    (d.error ? e : w)++;
  os << "\nprotocol: " << e << " error" << (e == 1 ? "" : "s") << ", " << w << " warning"
     << (w == 1 ? "" : "s") << "\n";
  return os.str();
}

std::string formatJson(const Report &r) {
  using nlohmann::json;
  auto where = [](const Where &w) {
    return json{{"line", w.line}, {"col", w.col}, {"zplLine", w.zplLine}};
  };
  json out;
  out["file"] = r.file;
  out["zplFile"] = r.zplFile;
  out["compileErrors"] = r.compileErrors;
  json ts = json::array();
  for (const Transfer &t : r.transfers) {
    json j{{"name", t.name},         {"description", t.description}, {"zplLine", t.zplLine},
           {"source", t.src},        {"destination", t.dst},         {"elemSize", t.elemSize},
           {"embedded", t.embedded}, {"runtime", t.runtime}};
    if (t.embedded && t.closedForm) {
      j["procs"] = t.procs;
      j["closedForm"] = true;
      j["encoding"] = t.closedEncoding;
    } else if (t.embedded) {
      j["procs"] = t.procs;
      json ps = json::array();
      uint64_t enc = 0;
      for (const Pair &p : t.pairs) {
        enc += p.encodedBytes;
        ps.push_back({{"src", p.src},
                      {"dst", p.dst},
                      {"encoding", p.encoding},
                      {"elements", p.elements},
                      {"dataBytes", dataBytes(t, p)},
                      {"encodedBytes", p.encodedBytes}});
      }
      j["pairs"] = ps;
      j["encodedBytes"] = enc;
    }
    json cs = json::array();
    for (const Call &c : t.calls) {
      json loops = json::array();
      for (const Loop &l : c.loops)
        loops.push_back({{"kind", l.kind}, {"var", l.var}, {"at", where(l.at)}});
      cs.push_back({{"kind", c.kind}, {"function", c.function}, {"at", where(c.at)}, {"loops", loops}});
    }
    j["calls"] = cs;
    json os = json::array();
    for (const Overlap &o : t.overlaps)
      os.push_back({{"from", o.from},
                    {"to", o.to},
                    {"fromAt", where(o.fromAt)},
                    {"toAt", where(o.toAt)},
                    {"statements", o.statements},
                    {"zplLines", o.zplLines}});
    j["overlaps"] = os;
    ts.push_back(j);
  }
  out["transfers"] = ts;
  json ds = json::array();
  for (const Diagnostic &d : r.diagnostics)
    ds.push_back({{"severity", d.error ? "error" : "warning"}, {"at", where(d.at)}, {"message", d.message}});
  out["diagnostics"] = ds;
  return out.dump(2) + "\n";
}

} // namespace zpl::inspect
