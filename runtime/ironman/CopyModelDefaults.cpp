// The built-in copy-transfer model: `zpl-calibrate` output on the
// development machine (AMD EPYC, 2 cores under KVM, loaded by other users;
// see docs/papers.md section 2). Regenerate with
//   build/tools/zpl-calibrate/zpl-calibrate --out FILE   (and mpi-shm, see there)
// and paste FILE here; ZPL_MODEL=FILE uses a file without rebuilding.
#include "runtime/ironman/CopyModel.h"

#include <stdexcept>

namespace zpl::im {

namespace {
const char *const kDefault = R"(zpl-copy-model 1
strides 1 64
sizes 4096 16777216
rate threads read-cross 4096 8000 1000
rate threads read-cross 16777216 8000 300
rate threads write-cross 4096 8000 1000
rate threads write-cross 16777216 8000 300
rate threads gather 4096 16000 2000
rate threads gather 16777216 10000 500
fixed threads chained 1e-6
fixed threads packed 1e-6
cache entry-seconds 1e-6
cache read-mbps 20000
cache write-mbps 10000
)";
} // namespace

CopyModel CopyModel::builtin() {
  CopyModel m;
  std::string error;
  if (!parse(kDefault, &m, &error))
    throw std::logic_error("built-in copy model: " + error);
  return m;
}

} // namespace zpl::im
