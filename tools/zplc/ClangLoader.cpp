// Loads the Clang module (ClangModule.h): first from the driver's own
// directory, where the build puts it, then from the path the build baked in
// (a driver copied elsewhere still finds it).
#include "tools/zplc/ClangModule.h"

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

namespace zpl::backend {
namespace {

std::string besideDriver() {
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0)
    return {};
  std::string exe(buf, (size_t)n);
  size_t slash = exe.rfind('/');
  return slash == std::string::npos ? std::string() : exe.substr(0, slash + 1) + ZPLC_CLANG_MODULE_NAME;
}

const ClangModule *load(std::string &error) {
  for (const std::string &path : {besideDriver(), std::string(ZPLC_CLANG_MODULE)}) {
    if (path.empty() || access(path.c_str(), F_OK) != 0)
      continue;
    // RTLD_LOCAL: the module's libLLVM keeps its own globals, apart from the
    // Support library linked into the driver.
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      const char *why = dlerror();
      error = "cannot load `" + path + "`: " + (why ? why : "unknown reason");
      return nullptr;
    }
    auto entry = reinterpret_cast<const ClangModule *(*)()>(dlsym(handle, "zplc_clang_module"));
    const ClangModule *m = entry ? entry() : nullptr;
    if (!m || m->version != ClangModule::kVersion) {
      error = "`" + path + "` is not this zplc's Clang module (rebuild zplc)";
      return nullptr;
    }
    return m;
  }
  error = std::string("cannot find `") + ZPLC_CLANG_MODULE_NAME + "` beside zplc or at `" +
          ZPLC_CLANG_MODULE + "`";
  return nullptr;
}

} // namespace

const ClangModule *loadClangModule(std::string &error) {
  static std::string firstError;
  static const ClangModule *module = load(firstError);
  error = firstError;
  return module;
}

} // namespace zpl::backend
