// The front end's entry points: source text in, AST out.
#pragma once

#include "frontend/AST.h"
#include "basic/Diagnostics.h"

#include <functional>
#include <memory>
#include <string>

namespace zpl {

struct ParseOptions {
  // Deepest nesting of expressions, statements and types accepted; deeper
  // input gets a diagnostic instead of exhausting the stack later on.
  unsigned maxNesting = 1000;
};

// Parses a whole program. The text is registered with `diags` under
// `fileName`. Returns null after reporting syntax errors (all of them, up to
// the engine's error limit); never throws for bad input.
std::unique_ptr<ast::Program> parseProgram(const std::string &fileName,
                                           const std::string &text,
                                           DiagnosticEngine &diags,
                                           const ParseOptions &options = {});

// Reads `path` and parses it; an unreadable file is reported as an error.
std::unique_ptr<ast::Program> parseFile(const std::string &path,
                                        DiagnosticEngine &diags,
                                        const ParseOptions &options = {});

// Runs `fn` on a thread with a stack of `bytes`, waiting for it to finish.
// Recursive passes over deeply nested (but accepted) programs need more than
// the default 8 MB main-thread stack. Falls back to calling `fn` directly if
// no such thread can be created.
void runWithLargeStack(const std::function<void()> &fn,
                       size_t bytes = size_t(512) << 20);

} // namespace zpl
