"""Checks that a file is a PNG of plausible size and prints its dimensions:
check-png.py FILE MIN_BYTES MAX_BYTES."""
import os
import struct
import sys

path, low, high = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open(path, "rb") as f:
    head = f.read(24)
if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
    sys.exit("check-png: %s: no PNG signature and IHDR chunk" % path)
size = os.path.getsize(path)
if not low <= size <= high:
    sys.exit("check-png: %s: %d bytes, not in [%d, %d]" % (path, size, low,
                                                          high))
width, height = struct.unpack(">II", head[16:24])
print("png %dx%d" % (width, height))
