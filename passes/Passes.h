// The back end's passes. Each lives in its own file with one public entry
// point; runPipeline is the only place that orders them.
#pragma once

#include "ir/IR.h"

#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace zpl::passes {

// What is known about the run when compiling (`zplc -p4 -sn=1024`).
struct Target {
  int procs = 0;                              // 0: unknown
  std::map<std::string, std::string> config;  // -sNAME=value
  // Told what the passes decided for the user (e.g. relations left to run
  // time because computing them when compiling would cost too much).
  std::function<void(ir::Loc, const std::string &)> remark;
  // Told what the program asks for that the code generator cannot do yet;
  // a pass that reports one returns false and the pipeline stops.
  std::function<void(ir::Loc, const std::string &)> error;
  void fail(ir::Loc l, const std::string &msg) const {
    if (error)
      error(l, msg);
  }
};

bool alignRegions(ir::Module &m, const Target &t);

void lowerCollectives(ir::Module &m);
void insertTransfers(ir::Module &m);
void computeRelations(ir::Module &m, const Target &t);
void placeIronman(ir::Module &m);

// How the pipeline is observed (zplc --verify-each, --print-ir-after,
// --stop-after).
struct PipelineOptions {
  bool verifyEach = false; // run the IR verifier after every pass
  std::string printAfter;  // a pass name, or "all": print the IR after it to `dump`
  std::string stopAfter;   // a pass name: run no pass after it
  std::ostream *dump = nullptr;
};

// The passes' names, in pipeline order.
std::vector<std::string> passNames();

// Runs the passes after the one that last ran on `m` (ir::Module::after:
// none for IR as lowered), in order, recording each in `m.after`; returns
// the verifier's messages (with verifyEach), each naming the pass after
// which it was found. A pass that reports an error (Target::error) stops it.
std::vector<std::string> runPipeline(ir::Module &m, const Target &t, const PipelineOptions &o = {});

} // namespace zpl::passes
