#!/usr/bin/env python3
"""Expected output of builtins-all.z, with Python's math library."""
import math

out = []
out.append("%.4f %d %.4f %d %.2f" % (2.5, 3, 1.5, 9, 2.25))
out.append("%.6f %.6f %.6f %.6f %.6f" % (math.sqrt(2), math.e, math.log(10), 3.0, 3.0))
out.append(" ".join("%.6f" % f(0.5) for f in (math.sin, math.cos, math.tan, math.asin, math.acos, math.atan)))
out.append("%.6f %.6f %.6f %.6f" % (math.sinh(0.5), math.cosh(0.5), math.tanh(0.5), 3.0))
# C's round() rounds halves away from zero.
out.append("%.1f %.1f %.1f %.1f" % (-3.0, -2.0, -2.0, 3.0))
out.append("%d %.1f %.1f %.6f %.2f" % (1, 7.0, 1024.0, math.atan2(1.0, 2.0), 1.5))
out.append("%d %d %d %d %d %d" % (16, 64, 8, 14, 6, -6))
out.append("%d %d %.2f %.1f %s" % (3, -3, 0.25, 3.0, "A"))
out.append("to_boolean")
# Conversions to the narrow integer types keep the value modulo 2^bits, as C's.
out.append("%d %d %d %d %d %d" % (200 - 256, 255, 40000 - 65536, 65534, 2**32 - 3, 3))
out += ["timers", "eof"]
for i in (1, 2):
    out.append("".join("%9.4f" % ((i + 0.5) ** 2 + min(i, j, 2) + math.sqrt(j)) for j in (1, 2, 3)))
out.append("")  # writeln of an array ends with a blank line
for i in (1, 2):
    out.append("".join("%4d" % (((i << 2) & ~j) + abs(j - 3)) for j in (1, 2, 3)))
out.append("")
print("\n".join(out))
