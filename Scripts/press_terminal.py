"""What the press-latency scripts share (agent-press-latency.py, bot-press-latency.py): a peer started on a free
port, `stratus run` in a pseudo-terminal of 80x24, and the terminal read until a word has been written to it."""

import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import time


def wait_for_port(peer, ready, name, hint):
    """Waits until `peer` wrote its port to the file `ready`; the port. Exits, saying so, when the peer exits (`hint`
    says what to check) or does not listen within 60 s."""
    deadline = time.perf_counter() + 60
    while not os.path.exists(ready):
        if peer.poll() is not None:
            sys.exit("%s exited with status %d (%s)" % (name, peer.returncode, hint))
        if time.perf_counter() > deadline:
            peer.kill()
            sys.exit("%s did not listen within 60 s" % name)
        time.sleep(0.05)
    with open(ready, encoding="utf-8") as file:
        return int(file.read())


def run_in_terminal(command):
    """Runs `command` in a new pseudo-terminal of 80x24 (TERM xterm-256color); the process and the terminal's
    master side, which the caller reads and writes."""
    master, slave = pty_pair()
    environment = dict(os.environ, TERM="xterm-256color")
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=environment,
                               start_new_session=True)
    os.close(slave)
    return process, master


def pty_pair():
    import pty

    master, slave = pty.openpty()
    os.set_blocking(master, True)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    return master, slave


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def read_until(master, needle, deadline):
    """Reads the terminal until `needle` has been written to it; the time it was seen, or None at the deadline."""
    seen = b""
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return None
        now = time.perf_counter()
        seen += chunk
        if needle in seen:
            return now
    return None


def drain(master, quiet):
    """Reads what the terminal is written until nothing comes for `quiet` seconds."""
    while select.select([master], [], [], quiet)[0]:
        try:
            os.read(master, 65536)
        except OSError:
            return


def report(rounds, own_times, warmup, peer, row):
    """Prints each press after the `warmup` ones (its round trip, the `peer`'s own time, what is left for Stratus)
    and the median of what is left, as `row: median X ms over N presses (goal < 20)`."""
    import statistics

    if len(own_times) != len(rounds):
        sys.exit("the %s answered %d presses, the driver made %d" % (peer, len(own_times), len(rounds)))
    samples = []
    for index, (round_trip, own) in enumerate(zip(rounds, own_times)):
        if index < warmup:
            continue
        sample = (round_trip - own) * 1000
        samples.append(sample)
        print("press %d: %.2f ms round trip, %.3f ms in the %s, %.2f ms in Stratus"
              % (index - warmup + 1, round_trip * 1000, own * 1000, peer, sample))
    print("%s: median %.2f ms over %d presses (goal < 20)" % (row, statistics.median(samples), len(samples)))
