/* test/compat/cg.z's conjugate gradient (gathers by a stored column index,
   so its communication is remaps by data through Proc::exchange) at a size
   worth timing; prints the time of the iterations and the last zeta.
   bench/predict/live.py runs it with message prediction on and off. */
program cg_bench;

config var n      : integer = 100000;
           bands  : integer = 3;      -- half bandwidth
           niter  : integer = 3;
           shift  : double  = 10.0;
           tol    : double  = 1.0e-10;

region Vec   = [1..n];
       Mat   = [1..n, -bands..bands];
       Diags = [1, -bands..bands];

var A          : [Mat] double;        -- A[i, d] multiplies x[i + d]
    Col        : [Mat] integer;
    X, Z, P, Q, Res : [Vec] double;
    Tmp        : [Mat] double;
    rho, rho0, alpha, beta, pq, rnorm, zeta : double;
    it, cgit   : integer;
    t          : double;

procedure dot(U, W : [Vec] double) : double;
var s : double;
begin
  [Vec] s := +<< (U * W);
  return s;
end;

-- q = A p: gather p at the column of every stored entry, then sum rows
procedure matvec(Pv : [Vec] double; out Qv : [Vec] double);
begin
  [Mat] Tmp := 0.0;
  [Mat with (Col >= 1) & (Col <= n)] Tmp := A * Pv#[Col];
  [1..n, 0] Tmp := +<< [Mat] Tmp;
  [Vec] Qv := Tmp#[Index1, 0];
end;

procedure cg_bench();
begin
  [Mat] begin
    Col := Index1 + Index2;
    A := -1.0 / (1.0 + abs(Index2));
  end;
  [1..n, 0] A := shift + 2.0 * bands;

  [Vec] X := 1.0;
  zeta := 0.0;
  ResetTimer();
  for it := 1 to niter do
    [Vec] begin
      Z := 0.0;
      Res := X;
      P := Res;
    end;
    rho := dot(Res, Res);
    for cgit := 1 to 25 do
      matvec(P, Q);
      pq := dot(P, Q);
      alpha := rho / pq;
      [Vec] begin
        Z   := Z + alpha * P;
        Res := Res - alpha * Q;
      end;
      rho0 := rho;
      rho := dot(Res, Res);
      if rho < tol then
        exit;
      end;
      beta := rho / rho0;
      [Vec] P := Res + beta * P;
    end;
    rnorm := sqrt(dot(Res, Res));
    zeta := shift + 1.0 / dot(X, Z);
    [Vec] X := Z / sqrt(dot(Z, Z));
  end;
  t := CheckTimer();
  writeln("seconds: ", "%.6f":t);
  writeln("zeta: ", "%20.14e":zeta, " rnorm: ", "%20.14e":rnorm);
end;
