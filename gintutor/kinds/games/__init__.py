"""The exercise kinds of the courses beyond two-player gin (Gin for three and four,
Rummy), each with its words. They travel in a zip of their own (`build.PAGE_ZIPS`,
"games") that only the pages of the lessons using them download."""
