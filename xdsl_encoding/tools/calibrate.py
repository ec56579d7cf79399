"""`xdsl-encoding-calibrate`: measure this machine's CPU with IREE 3.13 and write its cost profile.

    xdsl-encoding-calibrate                                  # the host CPU, into the user's profile folder
    xdsl-encoding-calibrate --target x86_64 --cpu-features +avx2,+fma -o avx2.json
    xdsl-encoding-calibrate --iree .oracle/iree-3.13.0 --rounds 9
    xdsl-encoding-calibrate --refit profile.json -o profile.json   # refit stored timings, no IREE

Needs IREE's compiler and runtime 3.13 (`pip install 'xdsl-encoding[iree]'`, or `--iree VENV`).
Exit status 1 with a diagnostic on stderr when IREE is missing or fails.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from xdsl_encoding.calibration.calibrate import CalibrationError, TargetSpec, calibrate, refit
from xdsl_encoding.report.profile import NoProfileError, load_profile, profile_dirs, save_profile


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="xdsl-encoding-calibrate", description=(__doc__ or "").splitlines()[0])
    p.add_argument("--target", default="", help="a triple or x86_64/aarch64 (default: the host CPU)")
    p.add_argument("--cpu-features", default="", help="with --target: LLVM features, `+avx2,+fma`")
    p.add_argument("--iree", help="a venv holding iree-base-compiler and iree-base-runtime 3.13.0")
    p.add_argument("--rounds", type=int, default=7, help="interleaved timing rounds (median kept)")
    p.add_argument("--batch-seconds", type=float, default=0.02, help="CPU seconds of calls per timing")
    p.add_argument("-o", "--output", help="the profile's path (default: the user's profile folder)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    p.add_argument("--refit", metavar="PROFILE", help="fit PROFILE's stored timings again (no IREE needed)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.cpu_features and not args.target:
        print("xdsl-encoding-calibrate: --cpu-features needs --target", file=sys.stderr)
        return 1

    def log(line: str) -> None:
        if not args.quiet:
            print(line, file=sys.stderr, flush=True)

    try:
        if args.refit:
            profile = refit(load_profile(args.refit))
        else:
            profile = calibrate(
                TargetSpec(args.target, args.cpu_features),
                iree=args.iree,
                rounds=args.rounds,
                batch_seconds=args.batch_seconds,
                log=log,
            )
    except (CalibrationError, NoProfileError) as e:
        print(f"xdsl-encoding-calibrate: {e}", file=sys.stderr)
        return 1
    out = Path(args.output) if args.output else profile_dirs()[0] / f"{profile.target.name}.json"
    save_profile(profile, out)
    spreads = sorted(float(r.get("spread", 0.0)) for r in profile.measurements) or [0.0]
    print(f"profile {profile.target.describe()}, IREE {profile.iree_version}, {profile.date}: {out}")
    print(f"  {profile.model.describe()}")
    print(
        f"  {len(profile.measurements)} programs, spread (max - min) / median: "
        f"median {spreads[len(spreads) // 2]:.3f}, worst {spreads[-1]:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
