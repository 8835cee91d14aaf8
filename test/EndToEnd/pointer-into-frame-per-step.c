// Application code walks a buffer of frames held in a struct, one frame per
// step: `frame = v->pixels + k * size` in the loop over steps, then a
// parallel loop over particles reads that frame. The pointer member read
// is judged by type (nothing in the loop writes a pointer), the pointer
// arithmetic names a new array base rather than an access, and the loop
// over particles is distributed under a run-time check that 'frame' and
// the written array lie in different heap blocks. The loop over steps
// changes 'frame', so no check before it could name its memory (and it
// carries 'score'): it runs on every rank.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_REPLICATE=0 %alb-mpirun -np 2 %t.mpi 2>&1 >/dev/null | FileCheck %s --check-prefix=SUMMARY
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

struct video {
  int width, height, frames;
  unsigned char *pixels;
};

static void video_make(struct video *v, int w, int h, int frames) {
  v->width = w;
  v->height = h;
  v->frames = frames;
  v->pixels = malloc((size_t)w * h * frames);
  for (long p = 0; p < (long)w * h * frames; p++)
    v->pixels[p] = (unsigned char)((p * 2654435761u) >> 24);
}

static void track(struct video *v, double *score, const int *px, int n) {
  int size = v->width * v->height;
  // CHECK-DAG: pointer-into-frame-per-step.c:[[@LINE+1]]:3: remark: loop 'k' is not distributed: {{'frame' and 'score'|'score' and 'frame'}} may refer to the same memory [-Ralb-missed=PossibleAliasing]
  for (int k = 0; k < v->frames; k++) {
    const unsigned char *frame = v->pixels + (size_t)k * size;
    // SUMMARY: nest pointer-into-frame-per-step.c:[[@LINE+2]](x): {{.*}}, 5 executions
    // CHECK-DAG: pointer-into-frame-per-step.c:[[@LINE+1]]:5: remark: loop 'x' is DOALL; distributed when {{'frame' and 'score'|'score' and 'frame'}} do not overlap
    for (int x = 0; x < n; x++)
      score[x] = 0.5 * score[x] + frame[px[x] % size];
  }
}

int main(void) {
  struct video v;
  int n = 4000;
  double *score = calloc(n, sizeof(double));
  int *px = malloc(n * sizeof(int));
  if (!score || !px)
    return 1;
  video_make(&v, 64, 48, 5);
  for (int x = 0; x < n; x++)
    px[x] = (x * 37) % 1000;
  track(&v, score, px, n);
  for (int x = 0; x < n; x += 131)
    printf("%d %a\n", x, score[x]);
  free(v.pixels);
  free(score);
  free(px);
  return 0;
}
