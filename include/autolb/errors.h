/* autolb/errors.h - result codes of the libautolb C API. */
#ifndef AUTOLB_ERRORS_H
#define AUTOLB_ERRORS_H

#ifdef __cplusplus
extern "C" {
#endif

/** Every API function returns ALB_OK (0) or a negative ALB_ERR_* code. */
typedef enum alb_result {
  ALB_ERR_LOWER_BOUND = -7, /**< sentinel: smaller than every code */
  ALB_ERR_MPI = -6,         /**< an MPI call failed */
  ALB_ERR_NOMEM = -5,       /**< out of memory */
  ALB_ERR_OPTION = -4,      /**< an ALB_* environment override is invalid */
  ALB_ERR_ARG = -3,         /**< an argument is invalid (null, negative...) */
  ALB_ERR_STATE = -2,       /**< call out of order (e.g. nest not begun) */
  ALB_ERR_NOINIT = -1,      /**< alb_init has not been called */
  ALB_OK = 0,
  ALB_RESULT_UPPER_BOUND = 1 /**< sentinel: larger than every code */
} alb_result;

/** A short English description of a result code ("unknown code" if none). */
const char *alb_strerror(int code);

#ifdef __cplusplus
}
#endif

#endif /* AUTOLB_ERRORS_H */
