// Embedded relations: per-pair tables for a few processors, or a closed
// form of constant size whatever the processor count.
#include "codegen/EmitRelations.h"

#include <string>

namespace zpl::codegen {

using namespace ir;

void emitEmbeddedRelations(std::ostream &os, const Module &m) {
  for (const Transfer *t : m.transfers) {
    if (!t->precomputed)
      continue;
    std::string id = std::to_string(t->id);
    os << "// t" << id << ": relations precomputed for " << t->procs << " processors";
    for (auto &a : t->assumed)
      os << ", " << a.first << "=" << a.second;
    os << " (" << t->encoding << (t->closedForm ? " in closed form" : "") << ")\n";
    os << "const int64_t kKey" << id << "[] = {";
    for (size_t i = 0; i < t->key.size(); ++i)
      os << (i ? ", " : "") << t->key[i];
    os << "};\n";
    for (const auto &p : t->pairs) {
      os << "const uint64_t kRel" << id << "_" << p.src << "to" << p.dst << "[] = {";
      for (size_t i = 0; i < p.words.size(); ++i)
        os << (i ? ", " : "") << p.words[i] << "u";
      os << "};\n";
    }
    os << "const zplc::EmbeddedPair kPairs" << id << "[] = {";
    for (size_t i = 0; i < t->pairs.size(); ++i) {
      const auto &p = t->pairs[i];
      std::string n = "kRel" + id + "_" + std::to_string(p.src) + "to" + std::to_string(p.dst);
      os << (i ? ", " : "") << "{" << p.src << ", " << p.dst << ", " << n << ", std::size(" << n
         << ")}";
    }
    if (t->pairs.empty())
      os << "{0, 0, nullptr, 0}";
    os << "};\n";
    os << "const zplc::Embedded kEmbedded" << id << " = {kKey" << id << ", std::size(kKey" << id
       << "), kPairs" << id << ", " << t->pairs.size();
    if (t->closedForm)
      os << ", true, " << t->encodingId;
    os << "};\n\n";
  }
}

} // namespace zpl::codegen
