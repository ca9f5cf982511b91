"""Write `chainer_logreport/gan/log` with Chainer's own LogReport (the real writer).

Chainer is not a lossdoctor dependency: run this in a throwaway venv
(`pip install chainer 'numpy<2'`; chainer 7.8.1 builds with `setuptools<70` and
`--no-build-isolation`), then `python make_chainer_logreport.py`. A toy GAN on 2-D Gaussian
points, trained 400 iterations with a DCGAN-style updater; the generator and the discriminator
report `loss` under their link names, so LogReport writes `gen/loss` and `dis/loss` beside
`epoch`, `iteration` and `elapsed_time`, one record every 10 iterations, into a file named `log`.
"""

from __future__ import annotations

from pathlib import Path

import chainer
import chainer.functions as F
import chainer.links as L
import numpy as np
from chainer import training
from chainer.training import extensions

OUT = Path(__file__).parent / "chainer_logreport" / "gan"


class Generator(chainer.Chain):
    def __init__(self) -> None:
        super().__init__()
        with self.init_scope():
            self.l1 = L.Linear(4, 16)
            self.l2 = L.Linear(16, 2)

    def forward(self, z: chainer.Variable) -> chainer.Variable:
        return self.l2(F.relu(self.l1(z)))


class Discriminator(chainer.Chain):
    def __init__(self) -> None:
        super().__init__()
        with self.init_scope():
            self.l1 = L.Linear(2, 16)
            self.l2 = L.Linear(16, 1)

    def forward(self, x: chainer.Variable) -> chainer.Variable:
        return self.l2(F.relu(self.l1(x)))


class GANUpdater(training.updaters.StandardUpdater):
    def update_core(self) -> None:
        gen_opt, dis_opt = self.get_optimizer("gen"), self.get_optimizer("dis")
        gen, dis = gen_opt.target, dis_opt.target
        real = self.converter(self.get_iterator("main").next(), self.device)
        z = np.random.randn(len(real), 4).astype(np.float32)
        fake = gen(z)
        y_real, y_fake = dis(real), dis(fake)
        loss_dis = F.mean(F.softplus(-y_real)) + F.mean(F.softplus(y_fake))
        loss_gen = F.mean(F.softplus(-y_fake))
        chainer.report({"loss": loss_dis}, dis)
        chainer.report({"loss": loss_gen}, gen)
        dis.cleargrads()
        loss_dis.backward()
        dis_opt.update()
        gen.cleargrads()
        loss_gen.backward()
        gen_opt.update()


def main() -> None:
    np.random.seed(0)
    chainer.config.train = True
    data = (np.random.randn(2048, 2) * 0.5 + np.array([2.0, -1.0])).astype(np.float32)
    gen, dis = Generator(), Discriminator()
    optimizers = {}
    for name, link in (("gen", gen), ("dis", dis)):
        opt = chainer.optimizers.Adam(alpha=1e-3, beta1=0.5)
        opt.setup(link)
        optimizers[name] = opt
    iterator = chainer.iterators.SerialIterator(data, 64)
    updater = GANUpdater(iterator, optimizers)
    OUT.mkdir(parents=True, exist_ok=True)
    trainer = training.Trainer(updater, (400, "iteration"), out=str(OUT))
    trainer.extend(extensions.LogReport(trigger=(10, "iteration")))
    trainer.run()


if __name__ == "__main__":
    main()
