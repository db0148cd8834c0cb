// The back end's passes. Each lives in its own file with one public entry
// point; runPipeline is the only place that orders them.
#pragma once

#include "ir/IR.h"

#include <functional>
#include <map>
#include <string>

namespace zpl::passes {

// What is known about the run when compiling (`zplc -p4 -sn=1024`).
struct Target {
  int procs = 0;                              // 0: unknown
  std::map<std::string, std::string> config;  // -sNAME=value
  // Told what the passes decided for the user (e.g. relations left to run
  // time because computing them when compiling would cost too much).
  std::function<void(ir::Loc, const std::string &)> remark;
};

void lowerCollectives(ir::Module &m);
void insertTransfers(ir::Module &m);
void computeRelations(ir::Module &m, const Target &t);
void placeIronman(ir::Module &m);

void runPipeline(ir::Module &m, const Target &t);

} // namespace zpl::passes
