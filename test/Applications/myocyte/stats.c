/* stats.c: statistics over the population after the integration. */
#include "myocyte.h"

#define APD_BINS  10
#define APD_WIDTH 50.0   /* ms per histogram bin */

void population_stats(const struct population *pop, struct pop_stats *st)
{
    const struct cell_summary *s = pop->summary;
    int    c, n = pop->ncells, quiet = 0;
    long   beats = 0, steps = 0;
    double v_max = -1.0e30, v_min = 1.0e30, ca_max = 0.0;

    #pragma omp parallel for reduction(max:v_max, ca_max) reduction(min:v_min) reduction(+:beats, steps, quiet)
    for (c = 0; c < n; c++) {
        if (s[c].v_max > v_max)
            v_max = s[c].v_max;
        if (s[c].v_min < v_min)
            v_min = s[c].v_min;
        if (s[c].ca_max > ca_max)
            ca_max = s[c].ca_max;
        beats += s[c].beats;
        steps += s[c].steps;
        if (s[c].beats == 0)
            quiet++;
    }
    st->v_max  = v_max;
    st->v_min  = v_min;
    st->ca_max = ca_max;
    st->beats  = beats;
    st->steps  = steps;
    st->quiet  = quiet;
}

void print_report(const struct population *pop, const struct pop_stats *st)
{
    int    c, b, n = pop->ncells, hist[APD_BINS] = { 0 }, with_apd = 0;
    double apd_sum = 0.0, mean[NSTATE] = { 0.0 };
    const struct cell_summary *s = pop->summary;

    printf("potential %.6f .. %.6f mV, peak Ca %.10e mM\n", st->v_min,
           st->v_max, st->ca_max);
    printf("beats %ld, steps %ld, quiet cells %d\n", st->beats, st->steps,
           st->quiet);

    for (c = 0; c < n; c++) {
        if (s[c].apd <= 0.0)
            continue;
        b = (int) (s[c].apd / APD_WIDTH);
        hist[b < APD_BINS ? b : APD_BINS - 1]++;
        apd_sum += s[c].apd;
        with_apd++;
    }
    printf("APD90 mean %.6f ms over %d cells\n",
           with_apd > 0 ? apd_sum / with_apd : 0.0, with_apd);
    for (b = 0; b < APD_BINS; b++)
        printf("  APD %3.0f-%3.0f ms: %d\n", b * APD_WIDTH,
               (b + 1) * APD_WIDTH, hist[b]);

    for (c = 0; c < n; c++)
        for (b = 0; b < NSTATE; b++)
            mean[b] += pop->state[c][b];
    printf("mean final state:");
    for (b = 0; b < NSTATE; b++)
        printf(" %.10e", mean[b] / n);
    printf("\n");

    for (c = 0; c < n; c += (n + 7) / 8)
        printf("cell %d: V %.10e Cai %.10e Nai %.10e beats %d APD %.6f\n", c,
               pop->state[c][V_M], pop->state[c][CA_I], pop->state[c][NA_I],
               s[c].beats, s[c].apd);
}
