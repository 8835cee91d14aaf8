/* autolb/errors.h - result codes of the libautolb C API. */
#ifndef AUTOLB_ERRORS_H
#define AUTOLB_ERRORS_H

#ifdef __cplusplus
extern "C" {
#endif

/** The result codes the API returns (see autolb.h for which function
 *  returns which): ALB_OK and ALB_DONE are not errors, the negative codes
 *  are. Only errors outside a running job are returned: a call before
 *  alb_init or after alb_finalize, a second alb_init, MPI_Init or
 *  MPI_Finalize failing; no other rank waits for this one then, so the
 *  program can act on them. The run-time also reports each of them on
 *  stderr ("autolb: rank R: error: <function>: <description>"), so that a
 *  program that does not check still shows it. Mistakes inside a running
 *  job, which would leave the ranks disagreeing (a bad argument, an unknown
 *  nest, a call out of order, an invalid ALB_* override, out of memory, a
 *  failed MPI call inside the run-time), are not returned: they end the
 *  job with a message naming the rank and the cause, since one rank
 *  returning an error would leave the others waiting. */
typedef enum alb_result {
  ALB_ERR_LOWER_BOUND = -4, /**< sentinel: smaller than every code */
  ALB_ERR_MPI = -3,   /**< MPI_Init (alb_init) or MPI_Finalize failed */
  ALB_ERR_STATE = -2, /**< alb_init called a second time */
  ALB_ERR_NOINIT = -1, /**< called before alb_init or after alb_finalize */
  ALB_OK = 0,
  ALB_DONE = 1, /**< alb_nest_next: this rank has no iterations left */
  ALB_RESULT_UPPER_BOUND = 2 /**< sentinel: larger than every code */
} alb_result;

/** A short English description of a result code ("unknown code" if none). */
const char *alb_strerror(int code);

#ifdef __cplusplus
}
#endif

#endif /* AUTOLB_ERRORS_H */
