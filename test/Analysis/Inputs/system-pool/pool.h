/* A library's header: the library may store the address of its array. */
extern double library_pool[1000];
