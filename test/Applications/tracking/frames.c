/* frames.c: reading the frame file one frame at a time. */
#include "tracking.h"

void alloc_frame(struct frame *f, int width, int height)
{
    f->width  = width;
    f->height = height;
    f->pixels = malloc((size_t) width * height);
    CHECK(f->pixels != NULL, "out of memory for a %d x %d frame", width,
          height);
}

void free_frame(struct frame *f)
{
    free(f->pixels);
    f->pixels = NULL;
}

void open_sequence(const char *filename, struct sequence *seq)
{
    int header[3];

    seq->fp = fopen(filename, "rb");
    CHECK(seq->fp != NULL, "cannot open %s", filename);
    CHECK(fread(header, sizeof(int), 3, seq->fp) == 3,
          "%s: no header", filename);
    seq->width   = header[0];
    seq->height  = header[1];
    seq->nframes = header[2];
    seq->next    = 0;
    CHECK(seq->width >= 16 && seq->height >= 16 && seq->nframes >= 1,
          "%s: bad header %d x %d x %d", filename, seq->width, seq->height,
          seq->nframes);
}

/* The next frame into f (allocated to the sequence's size); 0 at the
   end of the sequence. */
int read_frame(struct sequence *seq, struct frame *f)
{
    size_t n = (size_t) seq->width * seq->height;

    if (seq->next == seq->nframes)
        return 0;
    CHECK(f->width == seq->width && f->height == seq->height,
          "frame buffer of the wrong size");
    CHECK(fread(f->pixels, 1, n, seq->fp) == n, "frame %d is truncated",
          seq->next);
    seq->next++;
    return 1;
}

void close_sequence(struct sequence *seq)
{
    fclose(seq->fp);
    seq->fp = NULL;
}
