// CommonJS packages (@nestjs/throttler, nest-commander) require() the ES module @nestjs/common;
// loading it first keeps that require() out of an import cycle (see ../shared/guide/stack.md).
import 'reflect-metadata';
import '@nestjs/common';
import '@nestjs/core';
