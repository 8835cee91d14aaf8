/* main.c: usage: tracking FRAMEFILE [-p POINTS] [-w HALF] [-r RADIUS]
   Tracks POINTS points (default 64) placed on a grid over the first
   frame with templates of 2*HALF+1 pixels square (default 6), searching
   RADIUS pixels (default 5) around each prediction. */
#include <string.h>
#include "tracking.h"

static void usage(const char *argv0)
{
    fprintf(stderr, "usage: %s FRAMEFILE [-p points] [-w half] [-r radius]\n",
            argv0);
    exit(1);
}

int main(int argc, char **argv)
{
    const char     *filename = NULL;
    int             npoints = 64, half = 6, radius = 5, i, k;
    struct sequence seq;
    struct frame    f;
    struct tracker  tr;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-p") == 0 && i + 1 < argc)
            npoints = atoi(argv[++i]);
        else if (strcmp(argv[i], "-w") == 0 && i + 1 < argc)
            half = atoi(argv[++i]);
        else if (strcmp(argv[i], "-r") == 0 && i + 1 < argc)
            radius = atoi(argv[++i]);
        else if (argv[i][0] != '-' && filename == NULL)
            filename = argv[i];
        else
            usage(argv[0]);
    }
    if (filename == NULL || npoints < 1 || half < 1 || radius < 1)
        usage(argv[0]);

    open_sequence(filename, &seq);
    alloc_frame(&f, seq.width, seq.height);
    CHECK(read_frame(&seq, &f), "%s has no frames", filename);
    printf("%d frames of %d x %d, %d points, template %d, radius %d\n",
           seq.nframes, seq.width, seq.height, npoints, 2 * half + 1, radius);
    init_tracker(&tr, &f, npoints, half, radius);

    for (k = 1; read_frame(&seq, &f); k++) {
        track_frame(tr.pts, tr.npoints, &f, tr.half, tr.radius);
        report_frame(k, &tr);
    }
    report_final(&tr);

    free_tracker(&tr);
    free_frame(&f);
    close_sequence(&seq);
    return 0;
}
