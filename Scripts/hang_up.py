#!/usr/bin/env python3
"""Hangs up the terminal of a full-screen program that gets no SIGHUP for it, and says how the program ended.

Usage: hang_up.py WORD SECONDS COMMAND [ARGUMENT...]

COMMAND runs in a new pseudo-terminal of 80x24 from a session of its own that the terminal does not control
(press_terminal.run_in_terminal), as under strace or setsid: when the terminal's other end closes, the kernel sends
it no SIGHUP, and only its input tells it so (poll reports POLLHUP, a read fails). Once WORD has been written to the
terminal, its master side is closed, and the program is waited for up to SECONDS.

Prints one line: "exit N" or "signal N" once the program ended, "still running after SECONDS s" when it did not (it
is then killed), "WORD never shown" when it did not draw. Its own exit status is 0 only for the first two.
"""

import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import press_terminal  # noqa: E402


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    word, seconds, command = sys.argv[1].encode(), float(sys.argv[2]), sys.argv[3:]
    # What started the driver may have blocked signals (a test runner's thread): the program gets a clean mask, so
    # a SIGHUP, were one sent, would end it as it would from a shell.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    process, master = press_terminal.run_in_terminal(command)
    if press_terminal.read_until(master, word, time.perf_counter() + 60) is None:
        press_terminal.stop(process)
        print("%s never shown" % word.decode())
        return 1
    os.close(master)
    try:
        status = process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        print("still running after %g s" % seconds)
        return 1
    print("signal %d" % -status if status < 0 else "exit %d" % status)
    return 0


if __name__ == "__main__":
    sys.exit(main())
