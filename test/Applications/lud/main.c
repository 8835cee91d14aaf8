/* main.c: usage: lud [-s SIZE] [-v VERIFY_STRIDE] */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "lud.h"

int main(int argc, char **argv)
{
    int      opt, size = 128, stride = 0, i;
    matrix_t m, orig;

    while ((opt = getopt(argc, argv, "s:v:")) != -1) {
        switch (opt) {
        case 's': size = atoi(optarg); break;
        case 'v': stride = atoi(optarg); break;
        default:
            fprintf(stderr, "usage: %s [-s size] [-v verify_stride]\n", argv[0]);
            return 1;
        }
    }
    if (size < 2) {
        fprintf(stderr, "size must be at least 2\n");
        return 1;
    }
    if (stride <= 0)
        stride = size > 64 ? size / 64 : 1;
    if (create_matrix(&m, size, 20240u) != 0 ||
        matrix_duplicate(&m, &orig) != 0) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    printf("matrix %d x %d\n", size, size);

    lud(m.data, size);

    printf("factors hash %08x\n", lud_hash(m.data, size));
    for (i = 0; i < size; i += (size + 7) / 8)
        printf("U[%d][%d] = %.8e  L[%d][%d] = %.8e\n", i, i,
               m.data[i * size + i], size - 1, i, m.data[(size - 1) * size + i]);
    printf("max |LU - A| (rows step %d) = %.3e\n", stride,
           lud_verify(orig.data, m.data, size, stride));

    matrix_free(&m);
    matrix_free(&orig);
    return 0;
}
