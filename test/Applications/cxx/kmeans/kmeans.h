// Lloyd's k-means on points read from a text file.
#ifndef KMEANS_H
#define KMEANS_H

#include <string>
#include <vector>

using Matrix = std::vector<std::vector<float>>;

bool read_points(const std::string &path, Matrix &points);

float squared_distance(const std::vector<float> &a,
                       const std::vector<float> &b);
int nearest_centre(const std::vector<float> &point, const Matrix &centres);

void seed_centres(const Matrix &points, int k, Matrix &centres);
int assign(const Matrix &points, const Matrix &centres,
           std::vector<int> &membership);
void update_centres(const Matrix &points, const std::vector<int> &membership,
                    Matrix &centres);
double inertia(const Matrix &points, const Matrix &centres,
               const std::vector<int> &membership);

#endif
