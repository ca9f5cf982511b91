[nltk_data] Downloading package wordnet to /home/ubuntu/nltk_data...
[nltk_data]   Package wordnet is already up-to-date!
Model parameters: 56879713.0
1950/191900 (epoch 1) loss: 10.716, gen_loss: 8.210, Ret_loss 10.347, FS_loss 10.716, KL_loss: 0.392, 
	
2000/191900 (epoch 1) loss: 10.558, gen_loss: 8.218, Ret_loss 10.353, FS_loss 10.558, KL_loss: 4.858, 
	
2050/191900 (epoch 1) loss: 10.003, gen_loss: 8.209, Ret_loss 10.363, FS_loss 10.003, KL_loss: 50.577, 
	
2100/191900 (epoch 1) loss: 9.290, gen_loss: 8.197, Ret_loss 10.369, FS_loss 9.290, KL_loss: 156.273, 
	
2150/191900 (epoch 1) loss: 8.644, gen_loss: 8.207, Ret_loss 10.372, FS_loss 8.644, KL_loss: 301.306, 
	
2200/191900 (epoch 1) loss: 8.096, gen_loss: 8.240, Ret_loss 10.374, FS_loss 8.096, KL_loss: 464.587, 
	
2250/191900 (epoch 1) loss: 7.653, gen_loss: 8.259, Ret_loss 10.375, FS_loss 7.653, KL_loss: 625.500, 
	
2300/191900 (epoch 1) loss: 7.288, gen_loss: 8.270, Ret_loss 10.376, FS_loss 7.288, KL_loss: 773.903, 
	
2350/191900 (epoch 1) loss: 6.983, gen_loss: 8.278, Ret_loss 10.377, FS_loss 6.983, KL_loss: 916.512, 
	
2400/191900 (epoch 1) loss: 6.727, gen_loss: 8.285, Ret_loss 10.378, FS_loss 6.727, KL_loss: 1050.127, 
	
2450/191900 (epoch 1) loss: 6.510, gen_loss: 8.291, Ret_loss 10.379, FS_loss 6.510, KL_loss: 1176.054, 
	
2500/191900 (epoch 1) loss: 6.315, gen_loss: 8.302, Ret_loss 10.379, FS_loss 6.315, KL_loss: 1293.916, 
	
2550/191900 (epoch 1) loss: 6.147, gen_loss: 8.312, Ret_loss 10.379, FS_loss 6.147, KL_loss: 1406.149, 
	
2600/191900 (epoch 1) loss: 5.995, gen_loss: 8.323, Ret_loss 10.379, FS_loss 5.995, KL_loss: 1513.324, 
	
2650/191900 (epoch 1) loss: 5.862, gen_loss: 8.333, Ret_loss 10.379, FS_loss 5.862, KL_loss: 1618.716, 
	
2700/191900 (epoch 1) loss: 5.741, gen_loss: 8.345, Ret_loss 10.379, FS_loss 5.741, KL_loss: 1721.170, 
	
2750/191900 (epoch 1) loss: 5.632, gen_loss: 8.356, Ret_loss 10.379, FS_loss 5.632, KL_loss: 1822.489, 
	
2800/191900 (epoch 1) loss: 5.537, gen_loss: 8.365, Ret_loss 10.379, FS_loss 5.537, KL_loss: 1920.578, 
	
2850/191900 (epoch 1) loss: 5.448, gen_loss: 8.376, Ret_loss 10.379, FS_loss 5.448, KL_loss: 2018.788, 
	
2900/191900 (epoch 1) loss: 5.366, gen_loss: 8.386, Ret_loss 10.379, FS_loss 5.366, KL_loss: 2113.511, 
	
2950/191900 (epoch 1) loss: 5.294, gen_loss: 8.391, Ret_loss 10.379, FS_loss 5.294, KL_loss: 2205.023, 
	
3000/191900 (epoch 1) loss: 5.228, gen_loss: 8.393, Ret_loss 10.379, FS_loss 5.228, KL_loss: 2294.775, 
	
3050/191900 (epoch 1) loss: 5.164, gen_loss: 8.399, Ret_loss 10.379, FS_loss 5.164, KL_loss: 2388.909, 
	
3100/191900 (epoch 1) loss: 5.108, gen_loss: 8.401, Ret_loss 10.379, FS_loss 5.108, KL_loss: 2480.359, 
	
3150/191900 (epoch 1) loss: 5.053, gen_loss: 8.403, Ret_loss 10.379, FS_loss 5.053, KL_loss: 2571.799, 
	
3200/191900 (epoch 1) loss: 5.002, gen_loss: 8.404, Ret_loss 10.379, FS_loss 5.002, KL_loss: 2662.641, 
	
3250/191900 (epoch 1) loss: 4.954, gen_loss: 8.406, Ret_loss 10.380, FS_loss 4.954, KL_loss: 2752.737, 
	
3300/191900 (epoch 1) loss: 4.909, gen_loss: 8.408, Ret_loss 10.380, FS_loss 4.909, KL_loss: 2843.026, 
	
3350/191900 (epoch 1) loss: 4.868, gen_loss: 8.405, Ret_loss 10.380, FS_loss 4.868, KL_loss: 2930.927, 
	
3400/191900 (epoch 1) loss: 4.829, gen_loss: 8.404, Ret_loss 10.380, FS_loss 4.829, KL_loss: 3020.489, 
	
3450/191900 (epoch 1) loss: 4.792, gen_loss: 8.402, Ret_loss 10.380, FS_loss 4.792, KL_loss: 3106.328, 
	
3500/191900 (epoch 1) loss: 4.758, gen_loss: 8.399, Ret_loss 10.380, FS_loss 4.758, KL_loss: 3193.005, 
	
3550/191900 (epoch 1) loss: 4.725, gen_loss: 8.397, Ret_loss 10.380, FS_loss 4.725, KL_loss: 3278.980, 
	
3600/191900 (epoch 1) loss: 4.693, gen_loss: 8.397, Ret_loss 10.380, FS_loss 4.693, KL_loss: 3362.068, 
	
3650/191900 (epoch 1) loss: 4.663, gen_loss: 8.396, Ret_loss 10.380, FS_loss 4.663, KL_loss: 3444.088, 
	
3700/191900 (epoch 1) loss: 4.636, gen_loss: 8.395, Ret_loss 10.380, FS_loss 4.636, KL_loss: 3524.113, 
	
3750/191900 (epoch 1) loss: 4.609, gen_loss: 8.396, Ret_loss 10.380, FS_loss 4.609, KL_loss: 3603.249, 
	
3800/191900 (epoch 1) loss: 4.582, gen_loss: 8.396, Ret_loss 10.380, FS_loss 4.582, KL_loss: 3680.728, 
	
3850/191900 (epoch 2) loss: 3.656, gen_loss: 8.395, Ret_loss 10.378, FS_loss 3.656, KL_loss: 6650.627, 
	
3900/191900 (epoch 2) loss: 3.629, gen_loss: 8.392, Ret_loss 10.379, FS_loss 3.629, KL_loss: 6739.384, 
	
3950/191900 (epoch 2) loss: 3.621, gen_loss: 8.382, Ret_loss 10.378, FS_loss 3.621, KL_loss: 6767.254, 
	
4000/191900 (epoch 2) loss: 3.619, gen_loss: 8.378, Ret_loss 10.378, FS_loss 3.619, KL_loss: 6824.954, 
	
4050/191900 (epoch 2) loss: 3.618, gen_loss: 8.371, Ret_loss 10.378, FS_loss 3.618, KL_loss: 6859.688, 
	
4100/191900 (epoch 2) loss: 3.608, gen_loss: 8.373, Ret_loss 10.378, FS_loss 3.608, KL_loss: 6925.365, 
	
4150/191900 (epoch 2) loss: 3.613, gen_loss: 8.365, Ret_loss 10.378, FS_loss 3.613, KL_loss: 6974.430, 
	
4200/191900 (epoch 2) loss: 3.610, gen_loss: 8.364, Ret_loss 10.378, FS_loss 3.610, KL_loss: 7038.092, 
	
4250/191900 (epoch 2) loss: 3.609, gen_loss: 8.363, Ret_loss 10.378, FS_loss 3.609, KL_loss: 7098.009, 
	
4300/191900 (epoch 2) loss: 3.605, gen_loss: 8.363, Ret_loss 10.378, FS_loss 3.605, KL_loss: 7148.445, 
	
4350/191900 (epoch 2) loss: 3.609, gen_loss: 8.357, Ret_loss 10.378, FS_loss 3.609, KL_loss: 7198.500, 
	
4400/191900 (epoch 2) loss: 3.602, gen_loss: 8.360, Ret_loss 10.378, FS_loss 3.602, KL_loss: 7256.336, 
	
4450/191900 (epoch 2) loss: 3.598, gen_loss: 8.362, Ret_loss 10.378, FS_loss 3.598, KL_loss: 7318.453, 
	
4500/191900 (epoch 2) loss: 3.596, gen_loss: 8.363, Ret_loss 10.378, FS_loss 3.596, KL_loss: 7367.252, 
	
4550/191900 (epoch 2) loss: 3.593, gen_loss: 8.362, Ret_loss 10.377, FS_loss 3.593, KL_loss: 7401.942, 
	
4600/191900 (epoch 2) loss: 3.587, gen_loss: 8.364, Ret_loss 10.377, FS_loss 3.587, KL_loss: 7436.616, 
	
4650/191900 (epoch 2) loss: 3.582, gen_loss: 8.365, Ret_loss 10.377, FS_loss 3.582, KL_loss: 7466.760, 
	
4700/191900 (epoch 2) loss: 3.580, gen_loss: 8.363, Ret_loss 10.377, FS_loss 3.580, KL_loss: 7500.015, 
	
4750/191900 (epoch 2) loss: 3.574, gen_loss: 8.364, Ret_loss 10.377, FS_loss 3.574, KL_loss: 7549.016, 
	
4800/191900 (epoch 2) loss: 3.570, gen_loss: 8.363, Ret_loss 10.376, FS_loss 3.570, KL_loss: 7599.797, 
	
4850/191900 (epoch 2) loss: 3.566, gen_loss: 8.364, Ret_loss 10.376, FS_loss 3.566, KL_loss: 7665.829, 
	
4900/191900 (epoch 2) loss: 3.563, gen_loss: 8.363, Ret_loss 10.376, FS_loss 3.563, KL_loss: 7737.737, 
	
4950/191900 (epoch 2) loss: 3.559, gen_loss: 8.365, Ret_loss 10.376, FS_loss 3.559, KL_loss: 7820.685, 
	
5000/191900 (epoch 2) loss: 3.556, gen_loss: 8.365, Ret_loss 10.376, FS_loss 3.556, KL_loss: 7914.078, 
	
5050/191900 (epoch 2) loss: 3.554, gen_loss: 8.364, Ret_loss 10.376, FS_loss 3.554, KL_loss: 8025.160, 
	
5100/191900 (epoch 2) loss: 3.548, gen_loss: 8.366, Ret_loss 10.376, FS_loss 3.548, KL_loss: 8159.216, 
	
5150/191900 (epoch 2) loss: 3.546, gen_loss: 8.366, Ret_loss 10.376, FS_loss 3.546, KL_loss: 8315.757, 
	
5200/191900 (epoch 2) loss: 3.541, gen_loss: 8.368, Ret_loss 10.376, FS_loss 3.541, KL_loss: 8500.609, 
	
5250/191900 (epoch 2) loss: 3.538, gen_loss: 8.369, Ret_loss 10.376, FS_loss 3.538, KL_loss: 8717.023, 
	
5300/191900 (epoch 2) loss: 3.535, gen_loss: 8.371, Ret_loss 10.376, FS_loss 3.535, KL_loss: 8972.374, 
	
5350/191900 (epoch 2) loss: 3.532, gen_loss: 8.373, Ret_loss 10.376, FS_loss 3.532, KL_loss: 9278.857, 
	
5400/191900 (epoch 2) loss: 3.529, gen_loss: 8.375, Ret_loss 10.375, FS_loss 3.529, KL_loss: 9636.577, 
	
5450/191900 (epoch 2) loss: 3.524, gen_loss: 8.381, Ret_loss 10.375, FS_loss 3.524, KL_loss: 10068.103, 
	
5500/191900 (epoch 2) loss: 3.519, gen_loss: 8.387, Ret_loss 10.375, FS_loss 3.519, KL_loss: 10563.891, 
	
5550/191900 (epoch 2) loss: 3.517, gen_loss: 8.392, Ret_loss 10.375, FS_loss 3.517, KL_loss: 11134.728, 
	
5600/191900 (epoch 2) loss: 3.513, gen_loss: 8.399, Ret_loss 10.375, FS_loss 3.513, KL_loss: 11800.880, 
	
5650/191900 (epoch 2) loss: 3.509, gen_loss: 8.406, Ret_loss 10.375, FS_loss 3.509, KL_loss: 12569.309, 
	
5700/191900 (epoch 2) loss: 3.506, gen_loss: 8.414, Ret_loss 10.374, FS_loss 3.506, KL_loss: 13424.018, 
	
5750/191900 (epoch 2) loss: 3.502, gen_loss: 8.423, Ret_loss 10.374, FS_loss 3.502, KL_loss: 14389.818, 
	
5800/191900 (epoch 3) loss: 3.368, gen_loss: 8.727, Ret_loss 10.367, FS_loss 3.368, KL_loss: 56242.291, 
	
5850/191900 (epoch 3) loss: 3.370, gen_loss: 8.731, Ret_loss 10.366, FS_loss 3.370, KL_loss: 59942.943, 
	
5900/191900 (epoch 3) loss: 3.371, gen_loss: 8.729, Ret_loss 10.366, FS_loss 3.371, KL_loss: 63162.024, 
	
5950/191900 (epoch 3) loss: 3.380, gen_loss: 8.725, Ret_loss 10.366, FS_loss 3.380, KL_loss: 66329.291, 
	
6000/191900 (epoch 3) loss: 3.385, gen_loss: 8.724, Ret_loss 10.366, FS_loss 3.385, KL_loss: 69799.650, 
	
6050/191900 (epoch 3) loss: 3.384, gen_loss: 8.724, Ret_loss 10.365, FS_loss 3.384, KL_loss: 73376.757, 
	
6100/191900 (epoch 3) loss: 3.381, gen_loss: 8.726, Ret_loss 10.366, FS_loss 3.381, KL_loss: 77521.435, 
	
6150/191900 (epoch 3) loss: 3.386, gen_loss: 8.720, Ret_loss 10.366, FS_loss 3.386, KL_loss: 81401.261, 
	
6200/191900 (epoch 3) loss: 3.388, gen_loss: 8.716, Ret_loss 10.366, FS_loss 3.388, KL_loss: 85707.417, 
	
6250/191900 (epoch 3) loss: 3.388, gen_loss: 8.716, Ret_loss 10.366, FS_loss 3.388, KL_loss: 90119.781, 
	
6300/191900 (epoch 3) loss: 3.382, gen_loss: 8.722, Ret_loss 10.365, FS_loss 3.382, KL_loss: 94904.609, 
	
6350/191900 (epoch 3) loss: 3.376, gen_loss: 8.726, Ret_loss 10.365, FS_loss 3.376, KL_loss: 99510.155, 
	
6400/191900 (epoch 3) loss: 3.373, gen_loss: 8.726, Ret_loss 10.365, FS_loss 3.373, KL_loss: 104247.091, 
	
6450/191900 (epoch 3) loss: 3.370, gen_loss: 8.725, Ret_loss 10.366, FS_loss 3.370, KL_loss: 109268.166, 
	
6500/191900 (epoch 3) loss: 3.369, gen_loss: 8.723, Ret_loss 10.366, FS_loss 3.369, KL_loss: 113971.784, 
	
6550/191900 (epoch 3) loss: 3.369, gen_loss: 8.717, Ret_loss 10.366, FS_loss 3.369, KL_loss: 118686.765, 
	
6600/191900 (epoch 3) loss: 3.366, gen_loss: 8.715, Ret_loss 10.366, FS_loss 3.366, KL_loss: 123976.402, 
	
6650/191900 (epoch 3) loss: 3.366, gen_loss: 8.711, Ret_loss 10.366, FS_loss 3.366, KL_loss: 129267.499, 
	
6700/191900 (epoch 3) loss: 3.365, gen_loss: 8.706, Ret_loss 10.366, FS_loss 3.365, KL_loss: 134713.184, 
	
6750/191900 (epoch 3) loss: 3.364, gen_loss: 8.702, Ret_loss 10.366, FS_loss 3.364, KL_loss: 140583.472, 
	
6800/191900 (epoch 3) loss: 3.363, gen_loss: 8.700, Ret_loss 10.366, FS_loss 3.363, KL_loss: 146563.710, 
	
6850/191900 (epoch 3) loss: 3.363, gen_loss: 8.695, Ret_loss 10.366, FS_loss 3.363, KL_loss: 153068.151, 
	
6900/191900 (epoch 3) loss: 3.363, gen_loss: 8.690, Ret_loss 10.366, FS_loss 3.363, KL_loss: 160051.393, 
	
6950/191900 (epoch 3) loss: 3.363, gen_loss: 8.688, Ret_loss 10.366, FS_loss 3.363, KL_loss: 167096.423, 
	
7000/191900 (epoch 3) loss: 3.361, gen_loss: 8.688, Ret_loss 10.365, FS_loss 3.361, KL_loss: 174856.158, 
	
7050/191900 (epoch 3) loss: 3.358, gen_loss: 8.686, Ret_loss 10.365, FS_loss 3.358, KL_loss: 182759.936, 
	
7100/191900 (epoch 3) loss: 3.356, gen_loss: 8.684, Ret_loss 10.365, FS_loss 3.356, KL_loss: 190196.430, 
	
7150/191900 (epoch 3) loss: 3.355, gen_loss: 8.683, Ret_loss 10.365, FS_loss 3.355, KL_loss: 198033.502, 
	
7200/191900 (epoch 3) loss: 3.352, gen_loss: 8.683, Ret_loss 10.365, FS_loss 3.352, KL_loss: 205660.536, 
	
7250/191900 (epoch 3) loss: 3.349, gen_loss: 8.683, Ret_loss 10.364, FS_loss 3.349, KL_loss: 213657.812, 
	
7300/191900 (epoch 3) loss: 3.346, gen_loss: 8.682, Ret_loss 10.364, FS_loss 3.346, KL_loss: 222233.713, 
	
7350/191900 (epoch 3) loss: 3.345, gen_loss: 8.681, Ret_loss 10.364, FS_loss 3.345, KL_loss: 230805.280, 
	
7400/191900 (epoch 3) loss: 3.345, gen_loss: 8.678, Ret_loss 10.364, FS_loss 3.345, KL_loss: 240434.268, 
	
7450/191900 (epoch 3) loss: 3.344, gen_loss: 8.676, Ret_loss 10.364, FS_loss 3.344, KL_loss: 250470.431, 
	
7500/191900 (epoch 3) loss: 3.343, gen_loss: 8.674, Ret_loss 10.364, FS_loss 3.343, KL_loss: 260806.103, 
	
7550/191900 (epoch 3) loss: 3.341, gen_loss: 8.672, Ret_loss 10.364, FS_loss 3.341, KL_loss: 271813.118, 
	
7600/191900 (epoch 3) loss: 3.339, gen_loss: 8.672, Ret_loss 10.363, FS_loss 3.339, KL_loss: 283721.883, 
	
7650/191900 (epoch 3) loss: 3.337, gen_loss: 8.671, Ret_loss 10.363, FS_loss 3.337, KL_loss: 295984.954, 
	
7700/191900 (epoch 4) loss: 3.253, gen_loss: 8.640, Ret_loss 10.359, FS_loss 3.253, KL_loss: 863831.180, 
	
7750/191900 (epoch 4) loss: 3.274, gen_loss: 8.611, Ret_loss 10.360, FS_loss 3.274, KL_loss: 893968.722, 
	
7800/191900 (epoch 4) loss: 3.288, gen_loss: 8.595, Ret_loss 10.360, FS_loss 3.288, KL_loss: 935695.786, 
	
7850/191900 (epoch 4) loss: 3.280, gen_loss: 8.600, Ret_loss 10.360, FS_loss 3.280, KL_loss: 985172.671, 
	
7900/191900 (epoch 4) loss: 3.285, gen_loss: 8.594, Ret_loss 10.360, FS_loss 3.285, KL_loss: 1036919.054, 
	
7950/191900 (epoch 4) loss: 3.281, gen_loss: 8.593, Ret_loss 10.360, FS_loss 3.281, KL_loss: 1091534.281, 
	
8000/191900 (epoch 4) loss: 3.284, gen_loss: 8.588, Ret_loss 10.360, FS_loss 3.284, KL_loss: 1147727.657, 
	
8050/191900 (epoch 4) loss: 3.284, gen_loss: 8.586, Ret_loss 10.360, FS_loss 3.284, KL_loss: 1207422.256, 
	
8100/191900 (epoch 4) loss: 3.286, gen_loss: 8.584, Ret_loss 10.361, FS_loss 3.286, KL_loss: 1277184.928, 
	
8150/191900 (epoch 4) loss: 3.293, gen_loss: 8.575, Ret_loss 10.361, FS_loss 3.293, KL_loss: 1373747.744, 
	
8200/191900 (epoch 4) loss: 3.290, gen_loss: 8.575, Ret_loss 10.361, FS_loss 3.290, KL_loss: 1498300.815, 
	
8250/191900 (epoch 4) loss: 3.289, gen_loss: 8.574, Ret_loss 10.361, FS_loss 3.289, KL_loss: 1648622.563, 
	
8300/191900 (epoch 4) loss: 3.287, gen_loss: 8.571, Ret_loss 10.361, FS_loss 3.287, KL_loss: 1809462.790, 
	
8350/191900 (epoch 4) loss: 3.285, gen_loss: 8.570, Ret_loss 10.361, FS_loss 3.285, KL_loss: 2001110.542, 
	
8400/191900 (epoch 4) loss: 3.284, gen_loss: 8.567, Ret_loss 10.361, FS_loss 3.284, KL_loss: 2221295.298, 
	
8450/191900 (epoch 4) loss: 3.283, gen_loss: 8.565, Ret_loss 10.361, FS_loss 3.283, KL_loss: 2505846.098, 
	
8500/191900 (epoch 4) loss: 3.282, gen_loss: 8.565, Ret_loss 10.361, FS_loss 3.282, KL_loss: 2836524.118, 
	
8550/191900 (epoch 4) loss: 3.281, gen_loss: 8.564, Ret_loss 10.361, FS_loss 3.281, KL_loss: 3317020.475, 
	
8600/191900 (epoch 4) loss: 3.280, gen_loss: 8.565, Ret_loss 10.361, FS_loss 3.280, KL_loss: 4097171.040, 
	
8650/191900 (epoch 4) loss: 3.277, gen_loss: 8.566, Ret_loss 10.361, FS_loss 3.277, KL_loss: 5472199.331, 
	
8700/191900 (epoch 4) loss: 3.276, gen_loss: 8.564, Ret_loss 10.362, FS_loss 3.276, KL_loss: 7860245.010, 
	
8750/191900 (epoch 4) loss: 3.276, gen_loss: 8.564, Ret_loss 10.362, FS_loss 3.276, KL_loss: 11820692.986, 
	
8800/191900 (epoch 4) loss: 3.275, gen_loss: 8.565, Ret_loss 10.362, FS_loss 3.275, KL_loss: 20210202.482, 
	
8850/191900 (epoch 4) loss: 3.274, gen_loss: 8.566, Ret_loss 10.362, FS_loss 3.274, KL_loss: 34145719.503, 
	
8900/191900 (epoch 4) loss: 3.274, gen_loss: 8.566, Ret_loss 10.362, FS_loss 3.274, KL_loss: 53997987.004, 
	
8950/191900 (epoch 4) loss: 3.273, gen_loss: 8.565, Ret_loss 10.362, FS_loss 3.273, KL_loss: 96593694.469, 
	
9000/191900 (epoch 4) loss: 3.272, gen_loss: 8.566, Ret_loss 10.362, FS_loss 3.272, KL_loss: 247980868.927, 
	
9050/191900 (epoch 4) loss: 3.271, gen_loss: 8.566, Ret_loss 10.362, FS_loss 3.271, KL_loss: 375243981.498, 
	
9100/191900 (epoch 4) loss: 3.271, gen_loss: 8.568, Ret_loss 10.362, FS_loss 3.271, KL_loss: 508488351.214, 
	
9150/191900 (epoch 4) loss: 3.270, gen_loss: 8.570, Ret_loss 10.362, FS_loss 3.270, KL_loss: 12974534739.352, 
	
9200/191900 (epoch 4) loss: 3.269, gen_loss: 8.571, Ret_loss 10.362, FS_loss 3.269, KL_loss: 12835059883.268, 
	
9250/191900 (epoch 4) loss: 3.268, gen_loss: 8.573, Ret_loss 10.362, FS_loss 3.268, KL_loss: 12740131286.430, 
	
9300/191900 (epoch 4) loss: 3.266, gen_loss: 8.576, Ret_loss 10.362, FS_loss 3.266, KL_loss: 13222924782.395, 
	
9350/191900 (epoch 4) loss: 3.266, gen_loss: 8.577, Ret_loss 10.362, FS_loss 3.266, KL_loss: 13022211571.506, 
	
9400/191900 (epoch 4) loss: 3.265, gen_loss: 8.578, Ret_loss 10.362, FS_loss 3.265, KL_loss: 197969037003.947, 
	
9450/191900 (epoch 4) loss: 3.265, gen_loss: 8.579, Ret_loss 10.362, FS_loss 3.265, KL_loss: 192739309788.124, 
	
9500/191900 (epoch 4) loss: 3.264, gen_loss: 8.580, Ret_loss 10.363, FS_loss 3.264, KL_loss: 352402814496.859, 
	
9550/191900 (epoch 4) loss: 3.263, gen_loss: 8.582, Ret_loss 10.363, FS_loss 3.263, KL_loss: 343112562941.303, 
	
9600/191900 (epoch 5) loss: 3.148, gen_loss: 8.773, Ret_loss 10.367, FS_loss 3.148, KL_loss: 2514786005.333, 
	
9650/191900 (epoch 5) loss: 3.236, gen_loss: 8.659, Ret_loss 10.366, FS_loss 3.236, KL_loss: 2115958944.000, 
	
9700/191900 (epoch 5) loss: 3.224, gen_loss: 8.662, Ret_loss 10.366, FS_loss 3.224, KL_loss: 1488545554.717, 
	
9750/191900 (epoch 5) loss: 3.215, gen_loss: 8.676, Ret_loss 10.365, FS_loss 3.215, KL_loss: 763022467616.410, 
	
9800/191900 (epoch 5) loss: 3.212, gen_loss: 8.684, Ret_loss 10.365, FS_loss 3.212, KL_loss: 627810658795.806, 
	
9850/191900 (epoch 5) loss: 3.217, gen_loss: 8.684, Ret_loss 10.365, FS_loss 3.217, KL_loss: 516145381783.750, 
	
9900/191900 (epoch 5) loss: 3.222, gen_loss: 8.686, Ret_loss 10.365, FS_loss 3.222, KL_loss: 432058166318.431, 
	
9950/191900 (epoch 5) loss: 3.221, gen_loss: 8.693, Ret_loss 10.365, FS_loss 3.221, KL_loss: 372494957016.090, 
	
10000/191900 (epoch 5) loss: 3.225, gen_loss: 8.696, Ret_loss 10.365, FS_loss 3.225, KL_loss: 326872984389.675, 
	
10050/191900 (epoch 5) loss: 3.225, gen_loss: 8.702, Ret_loss 10.365, FS_loss 3.225, KL_loss: 291242487161.263, 
	
10100/191900 (epoch 5) loss: 3.225, gen_loss: 8.708, Ret_loss 10.365, FS_loss 3.225, KL_loss: 262547141731.036, 
	
10150/191900 (epoch 5) loss: 3.225, gen_loss: 8.712, Ret_loss 10.365, FS_loss 3.225, KL_loss: 239399918667.626, 
	
10200/191900 (epoch 5) loss: 3.224, gen_loss: 8.716, Ret_loss 10.364, FS_loss 3.224, KL_loss: 222957086883.591, 
	
10250/191900 (epoch 5) loss: 3.221, gen_loss: 8.725, Ret_loss 10.364, FS_loss 3.221, KL_loss: 206146332300.780, 
	
10300/191900 (epoch 5) loss: 3.221, gen_loss: 8.729, Ret_loss 10.364, FS_loss 3.221, KL_loss: 191646823298.810, 
	
10350/191900 (epoch 5) loss: 3.221, gen_loss: 8.735, Ret_loss 10.364, FS_loss 3.221, KL_loss: 179065627095.111, 
	
10400/191900 (epoch 5) loss: 3.220, gen_loss: 8.740, Ret_loss 10.364, FS_loss 3.220, KL_loss: 168137453210.680, 
	
10450/191900 (epoch 5) loss: 3.220, gen_loss: 8.746, Ret_loss 10.364, FS_loss 3.220, KL_loss: 158366005575.477, 
	
10500/191900 (epoch 5) loss: 3.215, gen_loss: 8.757, Ret_loss 10.364, FS_loss 3.215, KL_loss: 741933501075.214, 
	
10550/191900 (epoch 5) loss: 3.212, gen_loss: 8.766, Ret_loss 10.363, FS_loss 3.212, KL_loss: 703226520314.711, 
	
10600/191900 (epoch 5) loss: 3.211, gen_loss: 8.773, Ret_loss 10.363, FS_loss 3.211, KL_loss: 668364682291.085, 
	
10650/191900 (epoch 5) loss: 3.210, gen_loss: 8.778, Ret_loss 10.363, FS_loss 3.210, KL_loss: 650525635493.394, 
	
10700/191900 (epoch 5) loss: 3.210, gen_loss: 8.784, Ret_loss 10.363, FS_loss 3.210, KL_loss: 621132999750.467, 
	
10750/191900 (epoch 5) loss: 3.212, gen_loss: 8.787, Ret_loss 10.363, FS_loss 3.212, KL_loss: 594383724154.630, 
	
10800/191900 (epoch 5) loss: 3.211, gen_loss: 8.793, Ret_loss 10.363, FS_loss 3.211, KL_loss: 581780661178.481, 
	
10850/191900 (epoch 5) loss: 3.209, gen_loss: 8.799, Ret_loss 10.363, FS_loss 3.209, KL_loss: 558945489003.414, 
	
10900/191900 (epoch 5) loss: 3.207, gen_loss: 8.805, Ret_loss 10.363, FS_loss 3.207, KL_loss: 537734264184.796, 
	
10950/191900 (epoch 5) loss: 3.207, gen_loss: 8.809, Ret_loss 10.363, FS_loss 3.207, KL_loss: 517932104799.009, 
	
11000/191900 (epoch 5) loss: 3.206, gen_loss: 8.813, Ret_loss 10.362, FS_loss 3.206, KL_loss: 499549101489.070, 
	
11050/191900 (epoch 5) loss: 3.206, gen_loss: 8.817, Ret_loss 10.362, FS_loss 3.206, KL_loss: 482460172902.923, 
	
11100/191900 (epoch 5) loss: 3.205, gen_loss: 8.822, Ret_loss 10.362, FS_loss 3.205, KL_loss: 466529972649.519, 
	
11150/191900 (epoch 5) loss: 3.205, gen_loss: 8.825, Ret_loss 10.362, FS_loss 3.205, KL_loss: 463330343487.548, 
	
11200/191900 (epoch 5) loss: 3.203, gen_loss: 8.830, Ret_loss 10.362, FS_loss 3.203, KL_loss: 975247735539.975, 
	
11250/191900 (epoch 5) loss: 3.204, gen_loss: 8.832, Ret_loss 10.362, FS_loss 3.204, KL_loss: 945835321379.324, 
	
11300/191900 (epoch 5) loss: 3.204, gen_loss: 8.835, Ret_loss 10.362, FS_loss 3.204, KL_loss: 919156238342.528, 
	
11350/191900 (epoch 5) loss: 3.203, gen_loss: 8.839, Ret_loss 10.362, FS_loss 3.203, KL_loss: 893125965255.125, 
	
11400/191900 (epoch 5) loss: 3.203, gen_loss: 8.841, Ret_loss 10.362, FS_loss 3.203, KL_loss: 873886431595.641, 
	
11450/191900 (epoch 5) loss: 3.203, gen_loss: 8.845, Ret_loss 10.362, FS_loss 3.203, KL_loss: 850360986848.922, 
	
11500/191900 (epoch 5) loss: 3.203, gen_loss: 8.847, Ret_loss 10.362, FS_loss 3.203, KL_loss: 828082360362.703, 
	
Model checkpointed: save/model5.ckpt. Average for epoch , loss: 3.203
11550/191900 (epoch 6) loss: 3.111, gen_loss: 9.034, Ret_loss 10.360, FS_loss 3.111, KL_loss: 617350493.405, 
	
11600/191900 (epoch 6) loss: 3.144, gen_loss: 8.988, Ret_loss 10.360, FS_loss 3.144, KL_loss: 77792926508491.406, 
	
11650/191900 (epoch 6) loss: 3.158, gen_loss: 8.970, Ret_loss 10.359, FS_loss 3.158, KL_loss: 49401362916145.953, 
	
11700/191900 (epoch 6) loss: 3.156, gen_loss: 8.976, Ret_loss 10.359, FS_loss 3.156, KL_loss: 36192476524958.547, 
	
11750/191900 (epoch 6) loss: 3.159, gen_loss: 8.975, Ret_loss 10.359, FS_loss 3.159, KL_loss: 28556981676626.699, 
	
11800/191900 (epoch 6) loss: 3.167, gen_loss: 8.968, Ret_loss 10.359, FS_loss 3.167, KL_loss: 23582185831567.273, 
	
11850/191900 (epoch 6) loss: 3.172, gen_loss: 8.967, Ret_loss 10.359, FS_loss 3.172, KL_loss: 20093010161670.742, 
	
11900/191900 (epoch 6) loss: 3.175, gen_loss: 8.967, Ret_loss 10.359, FS_loss 3.175, KL_loss: 17775502916836.133, 
	
11950/191900 (epoch 6) loss: 3.176, gen_loss: 8.966, Ret_loss 10.359, FS_loss 3.176, KL_loss: 15858261382268.119, 
	
12000/191900 (epoch 6) loss: 3.174, gen_loss: 8.971, Ret_loss 10.359, FS_loss 3.174, KL_loss: 14230784940714.908, 
	
12050/191900 (epoch 6) loss: 3.176, gen_loss: 8.972, Ret_loss 10.359, FS_loss 3.176, KL_loss: 12937681856114.949, 
	
12100/191900 (epoch 6) loss: 3.177, gen_loss: 8.972, Ret_loss 10.359, FS_loss 3.177, KL_loss: 11861960395246.393, 
	
12150/191900 (epoch 6) loss: 3.175, gen_loss: 8.975, Ret_loss 10.359, FS_loss 3.175, KL_loss: 10935312870899.492, 
	
12200/191900 (epoch 6) loss: 3.174, gen_loss: 8.977, Ret_loss 10.359, FS_loss 3.174, KL_loss: 10139477491602.307, 
	
12250/191900 (epoch 6) loss: 3.176, gen_loss: 8.977, Ret_loss 10.358, FS_loss 3.176, KL_loss: 9451688976130.908, 
	
12300/191900 (epoch 6) loss: 3.174, gen_loss: 8.979, Ret_loss 10.358, FS_loss 3.174, KL_loss: 8852604483637.062, 
	
12350/191900 (epoch 6) loss: 3.174, gen_loss: 8.980, Ret_loss 10.358, FS_loss 3.174, KL_loss: 8330310241893.123, 
	
12400/191900 (epoch 6) loss: 3.174, gen_loss: 8.980, Ret_loss 10.358, FS_loss 3.174, KL_loss: 7860785859411.698, 
	
12450/191900 (epoch 6) loss: 3.173, gen_loss: 8.980, Ret_loss 10.358, FS_loss 3.173, KL_loss: 7443770542377.255, 
	
12500/191900 (epoch 6) loss: 3.172, gen_loss: 8.981, Ret_loss 10.358, FS_loss 3.172, KL_loss: 7066755835731.453, 
	
12550/191900 (epoch 6) loss: 3.169, gen_loss: 8.984, Ret_loss 10.358, FS_loss 3.169, KL_loss: 6740182416387.395, 
	
12600/191900 (epoch 6) loss: 3.170, gen_loss: 8.982, Ret_loss 10.358, FS_loss 3.170, KL_loss: 6437402886438.477, 
	
12650/191900 (epoch 6) loss: 3.169, gen_loss: 8.983, Ret_loss 10.358, FS_loss 3.169, KL_loss: 6154336579831.535, 
	
12700/191900 (epoch 6) loss: 3.168, gen_loss: 8.982, Ret_loss 10.358, FS_loss 3.168, KL_loss: 5895131823310.551, 
	
12750/191900 (epoch 6) loss: 3.169, gen_loss: 8.978, Ret_loss 10.358, FS_loss 3.169, KL_loss: 5658425758519.890, 
	
12800/191900 (epoch 6) loss: 3.169, gen_loss: 8.974, Ret_loss 10.359, FS_loss 3.169, KL_loss: 5461123065262.110, 
	
12850/191900 (epoch 6) loss: 3.169, gen_loss: 8.971, Ret_loss 10.359, FS_loss 3.169, KL_loss: 5259647530314.279, 
	
12900/191900 (epoch 6) loss: 3.168, gen_loss: 8.969, Ret_loss 10.359, FS_loss 3.168, KL_loss: 5641900392903.479, 
	
12950/191900 (epoch 6) loss: 3.168, gen_loss: 8.964, Ret_loss 10.359, FS_loss 3.168, KL_loss: 5445593204459.112, 
	
13000/191900 (epoch 6) loss: 3.168, gen_loss: 8.963, Ret_loss 10.359, FS_loss 3.168, KL_loss: 5263362232161.907, 
	
13050/191900 (epoch 6) loss: 3.166, gen_loss: 8.960, Ret_loss 10.359, FS_loss 3.166, KL_loss: 5092178908609.200, 
	
13100/191900 (epoch 6) loss: 3.166, gen_loss: 8.957, Ret_loss 10.359, FS_loss 3.166, KL_loss: 4932372954456.370, 
	
13150/191900 (epoch 6) loss: 3.165, gen_loss: 8.955, Ret_loss 10.359, FS_loss 3.165, KL_loss: 4781808780611.707, 
	
13200/191900 (epoch 6) loss: 3.164, gen_loss: 8.952, Ret_loss 10.359, FS_loss 3.164, KL_loss: 4656864654087.770, 
	
13250/191900 (epoch 6) loss: 3.163, gen_loss: 8.950, Ret_loss 10.359, FS_loss 3.163, KL_loss: 4522862199121.642, 
	
13300/191900 (epoch 6) loss: 3.163, gen_loss: 8.947, Ret_loss 10.359, FS_loss 3.163, KL_loss: 4396329509682.375, 
	
13350/191900 (epoch 6) loss: 3.162, gen_loss: 8.945, Ret_loss 10.359, FS_loss 3.162, KL_loss: 4282078274414.539, 
	
13400/191900 (epoch 6) loss: 3.162, gen_loss: 8.943, Ret_loss 10.359, FS_loss 3.162, KL_loss: 4168627682950.141, 
	
13450/191900 (epoch 7) loss: 3.205, gen_loss: 8.798, Ret_loss 10.358, FS_loss 3.205, KL_loss: 228662041.778, 
	
13500/191900 (epoch 7) loss: 3.131, gen_loss: 8.890, Ret_loss 10.359, FS_loss 3.131, KL_loss: 6121498663.529, 
	
13550/191900 (epoch 7) loss: 3.134, gen_loss: 8.888, Ret_loss 10.359, FS_loss 3.134, KL_loss: 4379668622.373, 
	
13600/191900 (epoch 7) loss: 3.139, gen_loss: 8.876, Ret_loss 10.358, FS_loss 3.139, KL_loss: 6140796167.238, 
	
13650/191900 (epoch 7) loss: 3.140, gen_loss: 8.876, Ret_loss 10.358, FS_loss 3.140, KL_loss: 4860258873.688, 
	
13700/191900 (epoch 7) loss: 3.138, gen_loss: 8.875, Ret_loss 10.358, FS_loss 3.138, KL_loss: 4542021993.910, 
	
13750/191900 (epoch 7) loss: 3.138, gen_loss: 8.876, Ret_loss 10.358, FS_loss 3.138, KL_loss: 4913290272.704, 
	
13800/191900 (epoch 7) loss: 3.143, gen_loss: 8.875, Ret_loss 10.358, FS_loss 3.143, KL_loss: 29231904492.435, 
	
13850/191900 (epoch 7) loss: 3.142, gen_loss: 8.876, Ret_loss 10.358, FS_loss 3.142, KL_loss: 29485408335.694, 
	
13900/191900 (epoch 7) loss: 3.145, gen_loss: 8.873, Ret_loss 10.358, FS_loss 3.145, KL_loss: 26367923073.470, 
	
13950/191900 (epoch 7) loss: 3.146, gen_loss: 8.871, Ret_loss 10.358, FS_loss 3.146, KL_loss: 23916995391.846, 
	
14000/191900 (epoch 7) loss: 3.142, gen_loss: 8.874, Ret_loss 10.358, FS_loss 3.142, KL_loss: 21824865552.549, 
	
14050/191900 (epoch 7) loss: 3.144, gen_loss: 8.871, Ret_loss 10.357, FS_loss 3.144, KL_loss: 21805713017.437, 
	
14100/191900 (epoch 7) loss: 3.141, gen_loss: 8.874, Ret_loss 10.357, FS_loss 3.141, KL_loss: 35049239886.335, 
	
14150/191900 (epoch 7) loss: 3.142, gen_loss: 8.873, Ret_loss 10.357, FS_loss 3.142, KL_loss: 32649689201.682, 
	
14200/191900 (epoch 7) loss: 3.141, gen_loss: 8.875, Ret_loss 10.357, FS_loss 3.141, KL_loss: 30637860409.198, 
	
14250/191900 (epoch 7) loss: 3.140, gen_loss: 8.876, Ret_loss 10.357, FS_loss 3.140, KL_loss: 36920200380.274, 
	
14300/191900 (epoch 7) loss: 3.139, gen_loss: 8.876, Ret_loss 10.357, FS_loss 3.139, KL_loss: 35043083129.724, 
	
14350/191900 (epoch 7) loss: 3.139, gen_loss: 8.878, Ret_loss 10.356, FS_loss 3.139, KL_loss: 34665194899.808, 
	
14400/191900 (epoch 7) loss: 3.137, gen_loss: 8.878, Ret_loss 10.356, FS_loss 3.137, KL_loss: 33966232522.570, 
	
14450/191900 (epoch 7) loss: 3.135, gen_loss: 8.881, Ret_loss 10.356, FS_loss 3.135, KL_loss: 37777823845.430, 
	
14500/191900 (epoch 7) loss: 3.134, gen_loss: 8.883, Ret_loss 10.356, FS_loss 3.134, KL_loss: 36041935667.094, 
	
14550/191900 (epoch 7) loss: 3.133, gen_loss: 8.885, Ret_loss 10.355, FS_loss 3.133, KL_loss: 34446477940.472, 
	
14600/191900 (epoch 7) loss: 3.133, gen_loss: 8.888, Ret_loss 10.355, FS_loss 3.133, KL_loss: 33125340155.743, 
	
14650/191900 (epoch 7) loss: 3.132, gen_loss: 8.890, Ret_loss 10.355, FS_loss 3.132, KL_loss: 31844407687.084, 
	
14700/191900 (epoch 7) loss: 3.131, gen_loss: 8.893, Ret_loss 10.355, FS_loss 3.131, KL_loss: 31267558288.732, 
	
14750/191900 (epoch 7) loss: 3.130, gen_loss: 8.895, Ret_loss 10.354, FS_loss 3.130, KL_loss: 30396524747.077, 
	
14800/191900 (epoch 7) loss: 3.129, gen_loss: 8.897, Ret_loss 10.354, FS_loss 3.129, KL_loss: 37182176767.760, 
	
14850/191900 (epoch 7) loss: 3.129, gen_loss: 8.898, Ret_loss 10.354, FS_loss 3.129, KL_loss: 37351957989.489, 
	
14900/191900 (epoch 7) loss: 3.129, gen_loss: 8.899, Ret_loss 10.354, FS_loss 3.129, KL_loss: 45424737803.531, 
	
14950/191900 (epoch 7) loss: 3.128, gen_loss: 8.903, Ret_loss 10.354, FS_loss 3.128, KL_loss: 43974419456.169, 
	
15000/191900 (epoch 7) loss: 3.127, gen_loss: 8.904, Ret_loss 10.354, FS_loss 3.127, KL_loss: 55010454065.653, 
	
15050/191900 (epoch 7) loss: 3.126, gen_loss: 8.908, Ret_loss 10.353, FS_loss 3.126, KL_loss: 53325770562.373, 
	
15100/191900 (epoch 7) loss: 3.126, gen_loss: 8.910, Ret_loss 10.353, FS_loss 3.126, KL_loss: 55012802495.309, 
	
15150/191900 (epoch 7) loss: 3.126, gen_loss: 8.913, Ret_loss 10.353, FS_loss 3.126, KL_loss: 194970242572.461, 
	
15200/191900 (epoch 7) loss: 3.125, gen_loss: 8.915, Ret_loss 10.353, FS_loss 3.125, KL_loss: 189649848291.566, 
	
15250/191900 (epoch 7) loss: 3.123, gen_loss: 8.919, Ret_loss 10.353, FS_loss 3.123, KL_loss: 589826484997.395, 
	
15300/191900 (epoch 7) loss: 3.123, gen_loss: 8.921, Ret_loss 10.353, FS_loss 3.123, KL_loss: 574041922863.467, 
	
15350/191900 (epoch 7) loss: 3.122, gen_loss: 8.924, Ret_loss 10.352, FS_loss 3.122, KL_loss: 559195232781.992, 
	
15400/191900 (epoch 8) loss: 3.130, gen_loss: 8.985, Ret_loss 10.346, FS_loss 3.130, KL_loss: 330350187189.061, 
	
15450/191900 (epoch 8) loss: 3.129, gen_loss: 8.975, Ret_loss 10.346, FS_loss 3.129, KL_loss: 380204258266.909, 
	
15500/191900 (epoch 8) loss: 3.106, gen_loss: 9.010, Ret_loss 10.347, FS_loss 3.106, KL_loss: 254430616570.899, 
	
15550/191900 (epoch 8) loss: 3.087, gen_loss: 9.034, Ret_loss 10.346, FS_loss 3.087, KL_loss: 203020141822.754, 
	
15600/191900 (epoch 8) loss: 3.092, gen_loss: 9.032, Ret_loss 10.346, FS_loss 3.092, KL_loss: 278187415599.582, 
	
15650/191900 (epoch 8) loss: 3.094, gen_loss: 9.033, Ret_loss 10.346, FS_loss 3.094, KL_loss: 289770627303.946, 
	
15700/191900 (epoch 8) loss: 3.096, gen_loss: 9.034, Ret_loss 10.346, FS_loss 3.096, KL_loss: 248990441490.132, 
	
15750/191900 (epoch 8) loss: 3.094, gen_loss: 9.042, Ret_loss 10.346, FS_loss 3.094, KL_loss: 218654926588.772, 
	
15800/191900 (epoch 8) loss: 3.097, gen_loss: 9.044, Ret_loss 10.346, FS_loss 3.097, KL_loss: 196171260730.566, 
	
15850/191900 (epoch 8) loss: 3.100, gen_loss: 9.043, Ret_loss 10.346, FS_loss 3.100, KL_loss: 177334539054.605, 
	
15900/191900 (epoch 8) loss: 3.095, gen_loss: 9.050, Ret_loss 10.346, FS_loss 3.095, KL_loss: 162649571523.548, 
	
15950/191900 (epoch 8) loss: 3.095, gen_loss: 9.052, Ret_loss 10.346, FS_loss 3.095, KL_loss: 149578757546.371, 
	
16000/191900 (epoch 8) loss: 3.094, gen_loss: 9.059, Ret_loss 10.346, FS_loss 3.094, KL_loss: 138570002073.941, 
	
16050/191900 (epoch 8) loss: 3.092, gen_loss: 9.063, Ret_loss 10.346, FS_loss 3.092, KL_loss: 161222635411.416, 
	
16100/191900 (epoch 8) loss: 3.092, gen_loss: 9.067, Ret_loss 10.346, FS_loss 3.092, KL_loss: 160676665034.515, 
	
16150/191900 (epoch 8) loss: 3.090, gen_loss: 9.069, Ret_loss 10.346, FS_loss 3.090, KL_loss: 160559915147.019, 
	
16200/191900 (epoch 8) loss: 3.091, gen_loss: 9.072, Ret_loss 10.346, FS_loss 3.091, KL_loss: 155695469001.842, 
	
16250/191900 (epoch 8) loss: 3.091, gen_loss: 9.075, Ret_loss 10.346, FS_loss 3.091, KL_loss: 148636453987.778, 
	
16300/191900 (epoch 8) loss: 3.091, gen_loss: 9.078, Ret_loss 10.346, FS_loss 3.091, KL_loss: 199837199044.590, 
	
16350/191900 (epoch 8) loss: 3.090, gen_loss: 9.081, Ret_loss 10.346, FS_loss 3.090, KL_loss: 192198897464.344, 
	
16400/191900 (epoch 8) loss: 3.092, gen_loss: 9.083, Ret_loss 10.346, FS_loss 3.092, KL_loss: 183289030840.679, 
	
16450/191900 (epoch 8) loss: 3.091, gen_loss: 9.086, Ret_loss 10.346, FS_loss 3.091, KL_loss: 175166953811.472, 
	
16500/191900 (epoch 8) loss: 3.092, gen_loss: 9.088, Ret_loss 10.346, FS_loss 3.092, KL_loss: 169511774227.802, 
	
16550/191900 (epoch 8) loss: 3.093, gen_loss: 9.089, Ret_loss 10.346, FS_loss 3.093, KL_loss: 171403152163.416, 
	
16600/191900 (epoch 8) loss: 3.092, gen_loss: 9.094, Ret_loss 10.346, FS_loss 3.092, KL_loss: 164551993129.550, 
	
16650/191900 (epoch 8) loss: 3.091, gen_loss: 9.097, Ret_loss 10.346, FS_loss 3.091, KL_loss: 173394897898.414, 
	
16700/191900 (epoch 8) loss: 3.092, gen_loss: 9.098, Ret_loss 10.346, FS_loss 3.092, KL_loss: 231758424886.221, 
	
16750/191900 (epoch 8) loss: 3.091, gen_loss: 9.101, Ret_loss 10.346, FS_loss 3.091, KL_loss: 224127653431.771, 
	
16800/191900 (epoch 8) loss: 3.090, gen_loss: 9.104, Ret_loss 10.345, FS_loss 3.090, KL_loss: 216617058349.565, 
	
16850/191900 (epoch 8) loss: 3.090, gen_loss: 9.106, Ret_loss 10.345, FS_loss 3.090, KL_loss: 751966657671.237, 
	
16900/191900 (epoch 8) loss: 3.091, gen_loss: 9.108, Ret_loss 10.345, FS_loss 3.091, KL_loss: 728450824299.682, 
	
16950/191900 (epoch 8) loss: 3.091, gen_loss: 9.109, Ret_loss 10.345, FS_loss 3.091, KL_loss: 721132009024.771, 
	
17000/191900 (epoch 8) loss: 3.091, gen_loss: 9.110, Ret_loss 10.345, FS_loss 3.091, KL_loss: 699435938387.396, 
	
17050/191900 (epoch 8) loss: 3.091, gen_loss: 9.111, Ret_loss 10.345, FS_loss 3.091, KL_loss: 723608145537.474, 
	
17100/191900 (epoch 8) loss: 3.090, gen_loss: 9.113, Ret_loss 10.345, FS_loss 3.090, KL_loss: 710653451614.907, 
	
17150/191900 (epoch 8) loss: 3.090, gen_loss: 9.114, Ret_loss 10.345, FS_loss 3.090, KL_loss: 691356476199.262, 
	
17200/191900 (epoch 8) loss: 3.090, gen_loss: 9.114, Ret_loss 10.345, FS_loss 3.090, KL_loss: 695008631326.213, 
	
17250/191900 (epoch 8) loss: 3.090, gen_loss: 9.115, Ret_loss 10.345, FS_loss 3.090, KL_loss: 676791468485.177, 
	
17300/191900 (epoch 9) loss: 3.053, gen_loss: 9.211, Ret_loss 10.344, FS_loss 3.053, KL_loss: 51441490971.733, 
	
17350/191900 (epoch 9) loss: 3.036, gen_loss: 9.224, Ret_loss 10.343, FS_loss 3.036, KL_loss: 22133134313.300, 
	
17400/191900 (epoch 9) loss: 3.059, gen_loss: 9.199, Ret_loss 10.343, FS_loss 3.059, KL_loss: 118832792002.769, 
	
17450/191900 (epoch 9) loss: 3.069, gen_loss: 9.195, Ret_loss 10.343, FS_loss 3.069, KL_loss: 216295900906.978, 
	
17500/191900 (epoch 9) loss: 3.062, gen_loss: 9.207, Ret_loss 10.343, FS_loss 3.062, KL_loss: 209102706692.800, 
	
17550/191900 (epoch 9) loss: 3.058, gen_loss: 9.209, Ret_loss 10.342, FS_loss 3.058, KL_loss: 175017231071.200, 
	
17600/191900 (epoch 9) loss: 3.064, gen_loss: 9.203, Ret_loss 10.342, FS_loss 3.064, KL_loss: 150261760212.848, 
	
17650/191900 (epoch 9) loss: 3.067, gen_loss: 9.197, Ret_loss 10.342, FS_loss 3.067, KL_loss: 132826206597.221, 
	
17700/191900 (epoch 9) loss: 3.063, gen_loss: 9.202, Ret_loss 10.342, FS_loss 3.063, KL_loss: 122739345499.237, 
	
17750/191900 (epoch 9) loss: 3.063, gen_loss: 9.202, Ret_loss 10.342, FS_loss 3.063, KL_loss: 112562987136.200, 
	
17800/191900 (epoch 9) loss: 3.060, gen_loss: 9.201, Ret_loss 10.342, FS_loss 3.060, KL_loss: 254250830861.615, 
	
17850/191900 (epoch 9) loss: 3.060, gen_loss: 9.197, Ret_loss 10.342, FS_loss 3.060, KL_loss: 238795732946.538, 
	
17900/191900 (epoch 9) loss: 3.060, gen_loss: 9.194, Ret_loss 10.342, FS_loss 3.060, KL_loss: 223139800874.400, 
	
17950/191900 (epoch 9) loss: 3.059, gen_loss: 9.191, Ret_loss 10.342, FS_loss 3.059, KL_loss: 208413799561.594, 
	
18000/191900 (epoch 9) loss: 3.061, gen_loss: 9.187, Ret_loss 10.342, FS_loss 3.061, KL_loss: 195426629942.570, 
	
18050/191900 (epoch 9) loss: 3.059, gen_loss: 9.186, Ret_loss 10.342, FS_loss 3.059, KL_loss: 182911948813.800, 
	
18100/191900 (epoch 9) loss: 3.057, gen_loss: 9.187, Ret_loss 10.342, FS_loss 3.057, KL_loss: 1604403246731.080, 
	
18150/191900 (epoch 9) loss: 3.054, gen_loss: 9.189, Ret_loss 10.342, FS_loss 3.054, KL_loss: 1519763128232.650, 
	
18200/191900 (epoch 9) loss: 3.053, gen_loss: 9.189, Ret_loss 10.342, FS_loss 3.053, KL_loss: 1503833469339.385, 
	
18250/191900 (epoch 9) loss: 3.054, gen_loss: 9.188, Ret_loss 10.342, FS_loss 3.054, KL_loss: 1443278503467.588, 
	
18300/191900 (epoch 9) loss: 3.056, gen_loss: 9.187, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1381562310227.631, 
	
18350/191900 (epoch 9) loss: 3.056, gen_loss: 9.185, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1330872417698.544, 
	
18400/191900 (epoch 9) loss: 3.056, gen_loss: 9.185, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1272262020325.632, 
	
18450/191900 (epoch 9) loss: 3.056, gen_loss: 9.185, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1219187607310.125, 
	
18500/191900 (epoch 9) loss: 3.055, gen_loss: 9.187, Ret_loss 10.342, FS_loss 3.055, KL_loss: 1175171102231.515, 
	
18550/191900 (epoch 9) loss: 3.054, gen_loss: 9.186, Ret_loss 10.342, FS_loss 3.054, KL_loss: 1129473855513.059, 
	
18600/191900 (epoch 9) loss: 3.057, gen_loss: 9.182, Ret_loss 10.342, FS_loss 3.057, KL_loss: 1091739957279.624, 
	
18650/191900 (epoch 9) loss: 3.056, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1052717490771.186, 
	
18700/191900 (epoch 9) loss: 3.056, gen_loss: 9.182, Ret_loss 10.342, FS_loss 3.056, KL_loss: 1018026538821.446, 
	
18750/191900 (epoch 9) loss: 3.055, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.055, KL_loss: 983779357096.851, 
	
18800/191900 (epoch 9) loss: 3.055, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.055, KL_loss: 951943020161.409, 
	
18850/191900 (epoch 9) loss: 3.054, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.054, KL_loss: 923911888309.577, 
	
18900/191900 (epoch 9) loss: 3.053, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.053, KL_loss: 896424272513.185, 
	
18950/191900 (epoch 9) loss: 3.053, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.053, KL_loss: 870925943848.793, 
	
19000/191900 (epoch 9) loss: 3.052, gen_loss: 9.183, Ret_loss 10.342, FS_loss 3.052, KL_loss: 850741964492.173, 
	
19050/191900 (epoch 9) loss: 3.052, gen_loss: 9.182, Ret_loss 10.342, FS_loss 3.052, KL_loss: 826992615247.571, 
	
19100/191900 (epoch 9) loss: 3.053, gen_loss: 9.181, Ret_loss 10.342, FS_loss 3.053, KL_loss: 3267774462317.621, 
	
19150/191900 (epoch 9) loss: 3.051, gen_loss: 9.182, Ret_loss 10.342, FS_loss 3.051, KL_loss: 3180875216943.819, 
	
19200/191900 (epoch 10) loss: 3.018, gen_loss: 9.200, Ret_loss 10.344, FS_loss 3.018, KL_loss: 25371526749.091, 
	
19250/191900 (epoch 10) loss: 3.032, gen_loss: 9.176, Ret_loss 10.343, FS_loss 3.032, KL_loss: 60674014808.131, 
	
19300/191900 (epoch 10) loss: 3.040, gen_loss: 9.150, Ret_loss 10.342, FS_loss 3.040, KL_loss: 84356527873.441, 
	
19350/191900 (epoch 10) loss: 3.033, gen_loss: 9.156, Ret_loss 10.342, FS_loss 3.033, KL_loss: 68859032103.155, 
	
19400/191900 (epoch 10) loss: 3.036, gen_loss: 9.155, Ret_loss 10.342, FS_loss 3.036, KL_loss: 238853145020.057, 
	
19450/191900 (epoch 10) loss: 3.025, gen_loss: 9.162, Ret_loss 10.342, FS_loss 3.025, KL_loss: 234971326243.923, 
	
19500/191900 (epoch 10) loss: 3.026, gen_loss: 9.162, Ret_loss 10.342, FS_loss 3.026, KL_loss: 329260965887.691, 
	
19550/191900 (epoch 10) loss: 3.028, gen_loss: 9.162, Ret_loss 10.342, FS_loss 3.028, KL_loss: 287637956301.740, 
	
19600/191900 (epoch 10) loss: 3.028, gen_loss: 9.161, Ret_loss 10.342, FS_loss 3.028, KL_loss: 255481967508.165, 
	
19650/191900 (epoch 10) loss: 3.029, gen_loss: 9.158, Ret_loss 10.342, FS_loss 3.029, KL_loss: 231065564555.315, 
	
19700/191900 (epoch 10) loss: 3.032, gen_loss: 9.153, Ret_loss 10.341, FS_loss 3.032, KL_loss: 464973935049.018, 
	
19750/191900 (epoch 10) loss: 3.031, gen_loss: 9.151, Ret_loss 10.341, FS_loss 3.031, KL_loss: 425075567847.472, 
	
19800/191900 (epoch 10) loss: 3.030, gen_loss: 9.150, Ret_loss 10.341, FS_loss 3.030, KL_loss: 391889354827.810, 
	
19850/191900 (epoch 10) loss: 3.027, gen_loss: 9.156, Ret_loss 10.341, FS_loss 3.027, KL_loss: 562051902543.225, 
	
19900/191900 (epoch 10) loss: 3.027, gen_loss: 9.155, Ret_loss 10.341, FS_loss 3.027, KL_loss: 1009336485773.232, 
	
19950/191900 (epoch 10) loss: 3.024, gen_loss: 9.158, Ret_loss 10.341, FS_loss 3.024, KL_loss: 1112748631335.106, 
	
20000/191900 (epoch 10) loss: 3.025, gen_loss: 9.154, Ret_loss 10.341, FS_loss 3.025, KL_loss: 1139047892553.154, 
	
20050/191900 (epoch 10) loss: 3.027, gen_loss: 9.151, Ret_loss 10.341, FS_loss 3.027, KL_loss: 1073493261280.149, 
	
20100/191900 (epoch 10) loss: 3.026, gen_loss: 9.150, Ret_loss 10.341, FS_loss 3.026, KL_loss: 1015285307407.210, 
	
20150/191900 (epoch 10) loss: 3.026, gen_loss: 9.148, Ret_loss 10.341, FS_loss 3.026, KL_loss: 2140567629829021.750, 
	
20200/191900 (epoch 10) loss: 3.026, gen_loss: 9.148, Ret_loss 10.341, FS_loss 3.026, KL_loss: 2034703751204229.000, 
	
20250/191900 (epoch 10) loss: 3.027, gen_loss: 9.146, Ret_loss 10.341, FS_loss 3.027, KL_loss: 1938817618083759.500, 
	
20300/191900 (epoch 10) loss: 3.026, gen_loss: 9.146, Ret_loss 10.341, FS_loss 3.026, KL_loss: 1851562100144693.250, 
	
20350/191900 (epoch 10) loss: 3.026, gen_loss: 9.145, Ret_loss 10.341, FS_loss 3.026, KL_loss: 1771822130866978.500, 
	
20400/191900 (epoch 10) loss: 3.026, gen_loss: 9.146, Ret_loss 10.341, FS_loss 3.026, KL_loss: 1698666800042066.750, 
	
20450/191900 (epoch 10) loss: 3.024, gen_loss: 9.148, Ret_loss 10.341, FS_loss 3.024, KL_loss: 1631312844001469.000, 
	
20500/191900 (epoch 10) loss: 3.022, gen_loss: 9.149, Ret_loss 10.341, FS_loss 3.022, KL_loss: 1569096490043938.250, 
	
20550/191900 (epoch 10) loss: 3.022, gen_loss: 9.149, Ret_loss 10.342, FS_loss 3.022, KL_loss: 1511451507279776.750, 
	
20600/191900 (epoch 10) loss: 3.020, gen_loss: 9.151, Ret_loss 10.342, FS_loss 3.020, KL_loss: 1457891924314379.000, 
	
20650/191900 (epoch 10) loss: 3.021, gen_loss: 9.152, Ret_loss 10.342, FS_loss 3.021, KL_loss: 1407998296079775.000, 
	
20700/191900 (epoch 10) loss: 3.020, gen_loss: 9.153, Ret_loss 10.342, FS_loss 3.020, KL_loss: 1361406697162108.250, 
	
20750/191900 (epoch 10) loss: 3.019, gen_loss: 9.154, Ret_loss 10.342, FS_loss 3.019, KL_loss: 1317799829652637.000, 
	
20800/191900 (epoch 10) loss: 3.018, gen_loss: 9.155, Ret_loss 10.342, FS_loss 3.018, KL_loss: 1276899784097619.000, 
	
20850/191900 (epoch 10) loss: 3.019, gen_loss: 9.153, Ret_loss 10.342, FS_loss 3.019, KL_loss: 1238462116227239.750, 
	
20900/191900 (epoch 10) loss: 3.019, gen_loss: 9.153, Ret_loss 10.342, FS_loss 3.019, KL_loss: 1202270958275401.250, 
	
20950/191900 (epoch 10) loss: 3.017, gen_loss: 9.154, Ret_loss 10.342, FS_loss 3.017, KL_loss: 1168134954875251.500, 
	
21000/191900 (epoch 10) loss: 3.017, gen_loss: 9.154, Ret_loss 10.342, FS_loss 3.017, KL_loss: 1135883880059701.500, 
	
21050/191900 (epoch 10) loss: 3.016, gen_loss: 9.155, Ret_loss 10.342, FS_loss 3.016, KL_loss: 1105365817538126.125, 
	
21100/191900 (epoch 10) loss: 3.016, gen_loss: 9.155, Ret_loss 10.342, FS_loss 3.016, KL_loss: 1076444763760946.000, 
	
Model checkpointed: save/model10.ckpt. Average for epoch , loss: 3.016
21150/191900 (epoch 11) loss: 3.033, gen_loss: 9.125, Ret_loss 10.344, FS_loss 3.033, KL_loss: 45874648405.333, 
	
21200/191900 (epoch 11) loss: 3.010, gen_loss: 9.141, Ret_loss 10.344, FS_loss 3.010, KL_loss: 1330362323300.174, 
	
21250/191900 (epoch 11) loss: 2.999, gen_loss: 9.159, Ret_loss 10.344, FS_loss 2.999, KL_loss: 869147862953.465, 
	
21300/191900 (epoch 11) loss: 3.000, gen_loss: 9.156, Ret_loss 10.344, FS_loss 3.000, KL_loss: 647085043162.667, 
	
21350/191900 (epoch 11) loss: 3.002, gen_loss: 9.163, Ret_loss 10.344, FS_loss 3.002, KL_loss: 514814137960.727, 
	
21400/191900 (epoch 11) loss: 2.999, gen_loss: 9.166, Ret_loss 10.344, FS_loss 2.999, KL_loss: 427129907494.575, 
	
21450/191900 (epoch 11) loss: 3.004, gen_loss: 9.163, Ret_loss 10.344, FS_loss 3.004, KL_loss: 364993727088.281, 
	
21500/191900 (epoch 11) loss: 3.006, gen_loss: 9.164, Ret_loss 10.344, FS_loss 3.006, KL_loss: 318749779526.204, 
	
21550/191900 (epoch 11) loss: 3.004, gen_loss: 9.168, Ret_loss 10.344, FS_loss 3.004, KL_loss: 282916406027.584, 
	
21600/191900 (epoch 11) loss: 3.007, gen_loss: 9.166, Ret_loss 10.344, FS_loss 3.007, KL_loss: 254275638257.821, 
	
21650/191900 (epoch 11) loss: 3.005, gen_loss: 9.170, Ret_loss 10.344, FS_loss 3.005, KL_loss: 231098793417.801, 
	
21700/191900 (epoch 11) loss: 3.004, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.004, KL_loss: 211845195509.297, 
	
21750/191900 (epoch 11) loss: 3.005, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.005, KL_loss: 229728421280.798, 
	
21800/191900 (epoch 11) loss: 3.004, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.004, KL_loss: 1770200123741.688, 
	
21850/191900 (epoch 11) loss: 3.006, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.006, KL_loss: 1665826122512.992, 
	
21900/191900 (epoch 11) loss: 3.005, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.005, KL_loss: 1562551219888.566, 
	
21950/191900 (epoch 11) loss: 3.005, gen_loss: 9.172, Ret_loss 10.344, FS_loss 3.005, KL_loss: 1488562381158.841, 
	
22000/191900 (epoch 11) loss: 3.006, gen_loss: 9.171, Ret_loss 10.344, FS_loss 3.006, KL_loss: 1405884104362.834, 
	
22050/191900 (epoch 11) loss: 3.006, gen_loss: 9.171, Ret_loss 10.344, FS_loss 3.006, KL_loss: 1331354614645.741, 
	
22100/191900 (epoch 11) loss: 3.004, gen_loss: 9.174, Ret_loss 10.344, FS_loss 3.004, KL_loss: 1264297407849.613, 
	
22150/191900 (epoch 11) loss: 3.003, gen_loss: 9.175, Ret_loss 10.344, FS_loss 3.003, KL_loss: 1204442705371.332, 
	
22200/191900 (epoch 11) loss: 3.003, gen_loss: 9.176, Ret_loss 10.344, FS_loss 3.003, KL_loss: 1159783462771.634, 
	
22250/191900 (epoch 11) loss: 3.003, gen_loss: 9.175, Ret_loss 10.344, FS_loss 3.003, KL_loss: 1109075173396.343, 
	
22300/191900 (epoch 11) loss: 3.003, gen_loss: 9.175, Ret_loss 10.344, FS_loss 3.003, KL_loss: 1062654085143.141, 
	
22350/191900 (epoch 11) loss: 3.002, gen_loss: 9.177, Ret_loss 10.344, FS_loss 3.002, KL_loss: 1019917147863.292, 
	
22400/191900 (epoch 11) loss: 3.000, gen_loss: 9.179, Ret_loss 10.344, FS_loss 3.000, KL_loss: 980480912466.526, 
	
22450/191900 (epoch 11) loss: 2.999, gen_loss: 9.182, Ret_loss 10.344, FS_loss 2.999, KL_loss: 966211186917.771, 
	
22500/191900 (epoch 11) loss: 2.999, gen_loss: 9.184, Ret_loss 10.344, FS_loss 2.999, KL_loss: 942177222618.943, 
	
22550/191900 (epoch 11) loss: 2.997, gen_loss: 9.188, Ret_loss 10.344, FS_loss 2.997, KL_loss: 909583941747.218, 
	
22600/191900 (epoch 11) loss: 2.998, gen_loss: 9.189, Ret_loss 10.344, FS_loss 2.998, KL_loss: 879534130748.568, 
	
22650/191900 (epoch 11) loss: 2.998, gen_loss: 9.189, Ret_loss 10.344, FS_loss 2.998, KL_loss: 851072050213.852, 
	
22700/191900 (epoch 11) loss: 2.997, gen_loss: 9.190, Ret_loss 10.344, FS_loss 2.997, KL_loss: 824710766522.211, 
	
22750/191900 (epoch 11) loss: 2.998, gen_loss: 9.190, Ret_loss 10.344, FS_loss 2.998, KL_loss: 799730522698.524, 
	
22800/191900 (epoch 11) loss: 2.996, gen_loss: 9.193, Ret_loss 10.344, FS_loss 2.996, KL_loss: 793061507128.586, 
	
22850/191900 (epoch 11) loss: 2.995, gen_loss: 9.195, Ret_loss 10.344, FS_loss 2.995, KL_loss: 804187811354.856, 
	
22900/191900 (epoch 11) loss: 2.995, gen_loss: 9.195, Ret_loss 10.344, FS_loss 2.995, KL_loss: 781766824116.464, 
	
22950/191900 (epoch 11) loss: 2.994, gen_loss: 9.196, Ret_loss 10.344, FS_loss 2.994, KL_loss: 760558281280.313, 
	
23000/191900 (epoch 11) loss: 2.994, gen_loss: 9.196, Ret_loss 10.344, FS_loss 2.994, KL_loss: 740469633087.932, 
	
23050/191900 (epoch 12) loss: 3.029, gen_loss: 9.189, Ret_loss 10.343, FS_loss 3.029, KL_loss: 119107189.565, 
	
23100/191900 (epoch 12) loss: 2.987, gen_loss: 9.230, Ret_loss 10.343, FS_loss 2.987, KL_loss: 102081415.288, 
	
23150/191900 (epoch 12) loss: 2.985, gen_loss: 9.237, Ret_loss 10.343, FS_loss 2.985, KL_loss: 82583095.837, 
	
23200/191900 (epoch 12) loss: 2.981, gen_loss: 9.248, Ret_loss 10.343, FS_loss 2.981, KL_loss: 69287584.462, 
	
23250/191900 (epoch 12) loss: 2.976, gen_loss: 9.256, Ret_loss 10.342, FS_loss 2.976, KL_loss: 62866604.933, 
	
23300/191900 (epoch 12) loss: 2.972, gen_loss: 9.261, Ret_loss 10.342, FS_loss 2.972, KL_loss: 60888915.341, 
	
23350/191900 (epoch 12) loss: 2.977, gen_loss: 9.258, Ret_loss 10.342, FS_loss 2.977, KL_loss: 69746437.189, 
	
23400/191900 (epoch 12) loss: 2.981, gen_loss: 9.257, Ret_loss 10.342, FS_loss 2.981, KL_loss: 83336882.134, 
	
23450/191900 (epoch 12) loss: 2.979, gen_loss: 9.263, Ret_loss 10.342, FS_loss 2.979, KL_loss: 125309410.260, 
	
23500/191900 (epoch 12) loss: 2.976, gen_loss: 9.271, Ret_loss 10.342, FS_loss 2.976, KL_loss: 150969156.389, 
	
23550/191900 (epoch 12) loss: 2.975, gen_loss: 9.274, Ret_loss 10.342, FS_loss 2.975, KL_loss: 422917212.321, 
	
23600/191900 (epoch 12) loss: 2.973, gen_loss: 9.280, Ret_loss 10.342, FS_loss 2.973, KL_loss: 77484424042.157, 
	
23650/191900 (epoch 12) loss: 2.971, gen_loss: 9.288, Ret_loss 10.342, FS_loss 2.971, KL_loss: 117103697065.136, 
	
23700/191900 (epoch 12) loss: 2.967, gen_loss: 9.293, Ret_loss 10.342, FS_loss 2.967, KL_loss: 108440070548.250, 
	
23750/191900 (epoch 12) loss: 2.967, gen_loss: 9.294, Ret_loss 10.342, FS_loss 2.967, KL_loss: 100956228913.344, 
	
23800/191900 (epoch 12) loss: 2.965, gen_loss: 9.296, Ret_loss 10.342, FS_loss 2.965, KL_loss: 94435785630.153, 
	
23850/191900 (epoch 12) loss: 2.963, gen_loss: 9.299, Ret_loss 10.342, FS_loss 2.963, KL_loss: 88702863349.123, 
	
23900/191900 (epoch 12) loss: 2.962, gen_loss: 9.301, Ret_loss 10.342, FS_loss 2.962, KL_loss: 83632766158.286, 
	
23950/191900 (epoch 12) loss: 2.961, gen_loss: 9.303, Ret_loss 10.342, FS_loss 2.961, KL_loss: 79107261890.795, 
	
24000/191900 (epoch 12) loss: 2.960, gen_loss: 9.307, Ret_loss 10.341, FS_loss 2.960, KL_loss: 75047242758.273, 
	
24050/191900 (epoch 12) loss: 2.961, gen_loss: 9.308, Ret_loss 10.341, FS_loss 2.961, KL_loss: 71380577000.694, 
	
24100/191900 (epoch 12) loss: 2.963, gen_loss: 9.308, Ret_loss 10.341, FS_loss 2.963, KL_loss: 68055060944.126, 
	
24150/191900 (epoch 12) loss: 2.963, gen_loss: 9.311, Ret_loss 10.341, FS_loss 2.963, KL_loss: 65025636363.874, 
	
24200/191900 (epoch 12) loss: 2.963, gen_loss: 9.316, Ret_loss 10.341, FS_loss 2.963, KL_loss: 62254736141.499, 
	
24250/191900 (epoch 12) loss: 2.963, gen_loss: 9.320, Ret_loss 10.341, FS_loss 2.963, KL_loss: 59709984689.318, 
	
24300/191900 (epoch 12) loss: 2.962, gen_loss: 9.325, Ret_loss 10.341, FS_loss 2.962, KL_loss: 57364982345.792, 
	
24350/191900 (epoch 12) loss: 2.962, gen_loss: 9.329, Ret_loss 10.341, FS_loss 2.962, KL_loss: 55197337332.721, 
	
24400/191900 (epoch 12) loss: 2.962, gen_loss: 9.334, Ret_loss 10.341, FS_loss 2.962, KL_loss: 53187958959.720, 
	
24450/191900 (epoch 12) loss: 2.961, gen_loss: 9.340, Ret_loss 10.341, FS_loss 2.961, KL_loss: 51319541241.534, 
	
24500/191900 (epoch 12) loss: 2.961, gen_loss: 9.344, Ret_loss 10.341, FS_loss 2.961, KL_loss: 49577698319.655, 
	
24550/191900 (epoch 12) loss: 2.960, gen_loss: 9.348, Ret_loss 10.341, FS_loss 2.960, KL_loss: 47950266322.554, 
	
24600/191900 (epoch 12) loss: 2.960, gen_loss: 9.352, Ret_loss 10.341, FS_loss 2.960, KL_loss: 46426290100.737, 
	
24650/191900 (epoch 12) loss: 2.960, gen_loss: 9.355, Ret_loss 10.341, FS_loss 2.960, KL_loss: 44996215665.254, 
	
24700/191900 (epoch 12) loss: 2.959, gen_loss: 9.359, Ret_loss 10.341, FS_loss 2.959, KL_loss: 43651683176.457, 
	
24750/191900 (epoch 12) loss: 2.959, gen_loss: 9.364, Ret_loss 10.341, FS_loss 2.959, KL_loss: 42385156520.910, 
	
24800/191900 (epoch 12) loss: 2.960, gen_loss: 9.365, Ret_loss 10.341, FS_loss 2.960, KL_loss: 41190069091.922, 
	
24850/191900 (epoch 12) loss: 2.959, gen_loss: 9.369, Ret_loss 10.341, FS_loss 2.959, KL_loss: 40060464370.386, 
	
24900/191900 (epoch 12) loss: 2.958, gen_loss: 9.374, Ret_loss 10.341, FS_loss 2.958, KL_loss: 38991137093.879, 
	
24950/191900 (epoch 13) loss: 2.787, gen_loss: 9.637, Ret_loss 10.340, FS_loss 2.787, KL_loss: 5116874.625, 
	
25000/191900 (epoch 13) loss: 2.910, gen_loss: 9.571, Ret_loss 10.339, FS_loss 2.910, KL_loss: 4611688.852, 
	
25050/191900 (epoch 13) loss: 2.907, gen_loss: 9.561, Ret_loss 10.339, FS_loss 2.907, KL_loss: 4451049.728, 
	
25100/191900 (epoch 13) loss: 2.925, gen_loss: 9.550, Ret_loss 10.339, FS_loss 2.925, KL_loss: 4059795.593, 
	
25150/191900 (epoch 13) loss: 2.929, gen_loss: 9.547, Ret_loss 10.338, FS_loss 2.929, KL_loss: 3739876.415, 
	
25200/191900 (epoch 13) loss: 2.925, gen_loss: 9.558, Ret_loss 10.338, FS_loss 2.925, KL_loss: 3612217.984, 
	
25250/191900 (epoch 13) loss: 2.929, gen_loss: 9.553, Ret_loss 10.338, FS_loss 2.929, KL_loss: 3435922.101, 
	
25300/191900 (epoch 13) loss: 2.930, gen_loss: 9.558, Ret_loss 10.338, FS_loss 2.930, KL_loss: 3338345.698, 
	
25350/191900 (epoch 13) loss: 2.934, gen_loss: 9.554, Ret_loss 10.338, FS_loss 2.934, KL_loss: 3154594.631, 
	
25400/191900 (epoch 13) loss: 2.937, gen_loss: 9.554, Ret_loss 10.338, FS_loss 2.937, KL_loss: 3035363.534, 
	
25450/191900 (epoch 13) loss: 2.939, gen_loss: 9.556, Ret_loss 10.338, FS_loss 2.939, KL_loss: 2961307.894, 
	
25500/191900 (epoch 13) loss: 2.941, gen_loss: 9.553, Ret_loss 10.338, FS_loss 2.941, KL_loss: 2883508.947, 
	
25550/191900 (epoch 13) loss: 2.940, gen_loss: 9.555, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2830120.933, 
	
25600/191900 (epoch 13) loss: 2.942, gen_loss: 9.556, Ret_loss 10.338, FS_loss 2.942, KL_loss: 2764118.422, 
	
25650/191900 (epoch 13) loss: 2.943, gen_loss: 9.554, Ret_loss 10.338, FS_loss 2.943, KL_loss: 2701037.143, 
	
25700/191900 (epoch 13) loss: 2.944, gen_loss: 9.552, Ret_loss 10.338, FS_loss 2.944, KL_loss: 2658369.676, 
	
25750/191900 (epoch 13) loss: 2.942, gen_loss: 9.554, Ret_loss 10.338, FS_loss 2.942, KL_loss: 2604585.379, 
	
25800/191900 (epoch 13) loss: 2.940, gen_loss: 9.554, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2555318.887, 
	
25850/191900 (epoch 13) loss: 2.940, gen_loss: 9.555, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2502496.563, 
	
25900/191900 (epoch 13) loss: 2.941, gen_loss: 9.552, Ret_loss 10.338, FS_loss 2.941, KL_loss: 2458750.325, 
	
25950/191900 (epoch 13) loss: 2.940, gen_loss: 9.553, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2430470.938, 
	
26000/191900 (epoch 13) loss: 2.940, gen_loss: 9.551, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2395031.125, 
	
26050/191900 (epoch 13) loss: 2.941, gen_loss: 9.550, Ret_loss 10.338, FS_loss 2.941, KL_loss: 2374274.350, 
	
26100/191900 (epoch 13) loss: 2.943, gen_loss: 9.547, Ret_loss 10.338, FS_loss 2.943, KL_loss: 2361232.198, 
	
26150/191900 (epoch 13) loss: 2.943, gen_loss: 9.547, Ret_loss 10.338, FS_loss 2.943, KL_loss: 2329769.272, 
	
26200/191900 (epoch 13) loss: 2.942, gen_loss: 9.548, Ret_loss 10.338, FS_loss 2.942, KL_loss: 2292083.875, 
	
26250/191900 (epoch 13) loss: 2.942, gen_loss: 9.548, Ret_loss 10.338, FS_loss 2.942, KL_loss: 2267526.655, 
	
26300/191900 (epoch 13) loss: 2.943, gen_loss: 9.546, Ret_loss 10.338, FS_loss 2.943, KL_loss: 2237011.135, 
	
26350/191900 (epoch 13) loss: 2.944, gen_loss: 9.544, Ret_loss 10.338, FS_loss 2.944, KL_loss: 2219789.768, 
	
26400/191900 (epoch 13) loss: 2.943, gen_loss: 9.546, Ret_loss 10.338, FS_loss 2.943, KL_loss: 2198845.749, 
	
26450/191900 (epoch 13) loss: 2.942, gen_loss: 9.548, Ret_loss 10.338, FS_loss 2.942, KL_loss: 2181649.603, 
	
26500/191900 (epoch 13) loss: 2.940, gen_loss: 9.549, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2155289.752, 
	
26550/191900 (epoch 13) loss: 2.940, gen_loss: 9.548, Ret_loss 10.338, FS_loss 2.940, KL_loss: 2134890.499, 
	
26600/191900 (epoch 13) loss: 2.939, gen_loss: 9.547, Ret_loss 10.338, FS_loss 2.939, KL_loss: 2111129.307, 
	
26650/191900 (epoch 13) loss: 2.939, gen_loss: 9.547, Ret_loss 10.338, FS_loss 2.939, KL_loss: 2090800.064, 
	
26700/191900 (epoch 13) loss: 2.938, gen_loss: 9.546, Ret_loss 10.338, FS_loss 2.938, KL_loss: 2073242.264, 
	
26750/191900 (epoch 13) loss: 2.937, gen_loss: 9.545, Ret_loss 10.338, FS_loss 2.937, KL_loss: 2064190.323, 
	
26800/191900 (epoch 13) loss: 2.937, gen_loss: 9.543, Ret_loss 10.338, FS_loss 2.937, KL_loss: 2049493.221, 
	
26850/191900 (epoch 13) loss: 2.938, gen_loss: 9.540, Ret_loss 10.338, FS_loss 2.938, KL_loss: 2034338.945, 
	
26900/191900 (epoch 14) loss: 2.923, gen_loss: 9.487, Ret_loss 10.339, FS_loss 2.923, KL_loss: 1677381.539, 
	
26950/191900 (epoch 14) loss: 2.931, gen_loss: 9.463, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1607241.968, 
	
27000/191900 (epoch 14) loss: 2.931, gen_loss: 9.461, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1639289.190, 
	
27050/191900 (epoch 14) loss: 2.931, gen_loss: 9.444, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1638748.908, 
	
27100/191900 (epoch 14) loss: 2.930, gen_loss: 9.446, Ret_loss 10.338, FS_loss 2.930, KL_loss: 1591165.835, 
	
27150/191900 (epoch 14) loss: 2.931, gen_loss: 9.439, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1549986.029, 
	
27200/191900 (epoch 14) loss: 2.934, gen_loss: 9.435, Ret_loss 10.338, FS_loss 2.934, KL_loss: 1574968.683, 
	
27250/191900 (epoch 14) loss: 2.935, gen_loss: 9.435, Ret_loss 10.338, FS_loss 2.935, KL_loss: 1574503.796, 
	
27300/191900 (epoch 14) loss: 2.931, gen_loss: 9.442, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1598150.964, 
	
27350/191900 (epoch 14) loss: 2.931, gen_loss: 9.441, Ret_loss 10.338, FS_loss 2.931, KL_loss: 1613128.616, 
	
27400/191900 (epoch 14) loss: 2.928, gen_loss: 9.445, Ret_loss 10.338, FS_loss 2.928, KL_loss: 1621241.185, 
	
27450/191900 (epoch 14) loss: 2.932, gen_loss: 9.439, Ret_loss 10.338, FS_loss 2.932, KL_loss: 1627467.250, 
	
27500/191900 (epoch 14) loss: 2.935, gen_loss: 9.437, Ret_loss 10.338, FS_loss 2.935, KL_loss: 1611987.461, 
	
27550/191900 (epoch 14) loss: 2.937, gen_loss: 9.432, Ret_loss 10.338, FS_loss 2.937, KL_loss: 1617084.652, 
	
27600/191900 (epoch 14) loss: 2.936, gen_loss: 9.436, Ret_loss 10.338, FS_loss 2.936, KL_loss: 1619926.414, 
	
27650/191900 (epoch 14) loss: 2.936, gen_loss: 9.437, Ret_loss 10.338, FS_loss 2.936, KL_loss: 1623931.076, 
	
27700/191900 (epoch 14) loss: 2.934, gen_loss: 9.442, Ret_loss 10.338, FS_loss 2.934, KL_loss: 1635249.329, 
	
27750/191900 (epoch 14) loss: 2.934, gen_loss: 9.444, Ret_loss 10.338, FS_loss 2.934, KL_loss: 1655710.840, 
	
27800/191900 (epoch 14) loss: 2.933, gen_loss: 9.449, Ret_loss 10.339, FS_loss 2.933, KL_loss: 1672858.929, 
	
27850/191900 (epoch 14) loss: 2.932, gen_loss: 9.453, Ret_loss 10.339, FS_loss 2.932, KL_loss: 1685059.561, 
	
27900/191900 (epoch 14) loss: 2.933, gen_loss: 9.456, Ret_loss 10.339, FS_loss 2.933, KL_loss: 1686782.775, 
	
27950/191900 (epoch 14) loss: 2.931, gen_loss: 9.462, Ret_loss 10.339, FS_loss 2.931, KL_loss: 1694305.801, 
	
28000/191900 (epoch 14) loss: 2.930, gen_loss: 9.467, Ret_loss 10.339, FS_loss 2.930, KL_loss: 1694575.496, 
	
28050/191900 (epoch 14) loss: 2.930, gen_loss: 9.471, Ret_loss 10.339, FS_loss 2.930, KL_loss: 1705707.955, 
	
28100/191900 (epoch 14) loss: 2.929, gen_loss: 9.476, Ret_loss 10.339, FS_loss 2.929, KL_loss: 1707688.585, 
	
28150/191900 (epoch 14) loss: 2.929, gen_loss: 9.480, Ret_loss 10.339, FS_loss 2.929, KL_loss: 1711148.044, 
	
28200/191900 (epoch 14) loss: 2.928, gen_loss: 9.483, Ret_loss 10.339, FS_loss 2.928, KL_loss: 1720093.464, 
	
28250/191900 (epoch 14) loss: 2.928, gen_loss: 9.485, Ret_loss 10.339, FS_loss 2.928, KL_loss: 1724221.574, 
	
28300/191900 (epoch 14) loss: 2.929, gen_loss: 9.490, Ret_loss 10.339, FS_loss 2.929, KL_loss: 1730767.890, 
	
28350/191900 (epoch 14) loss: 2.928, gen_loss: 9.496, Ret_loss 10.339, FS_loss 2.928, KL_loss: 1735305.435, 
	
28400/191900 (epoch 14) loss: 2.927, gen_loss: 9.501, Ret_loss 10.339, FS_loss 2.927, KL_loss: 1739356.861, 
	
28450/191900 (epoch 14) loss: 2.926, gen_loss: 9.506, Ret_loss 10.339, FS_loss 2.926, KL_loss: 1739711.525, 
	
28500/191900 (epoch 14) loss: 2.927, gen_loss: 9.510, Ret_loss 10.339, FS_loss 2.927, KL_loss: 1737833.370, 
	
28550/191900 (epoch 14) loss: 2.926, gen_loss: 9.515, Ret_loss 10.339, FS_loss 2.926, KL_loss: 1745017.061, 
	
28600/191900 (epoch 14) loss: 2.927, gen_loss: 9.519, Ret_loss 10.340, FS_loss 2.927, KL_loss: 1750469.971, 
	
28650/191900 (epoch 14) loss: 2.925, gen_loss: 9.525, Ret_loss 10.340, FS_loss 2.925, KL_loss: 1754364.428, 
	
28700/191900 (epoch 14) loss: 2.924, gen_loss: 9.531, Ret_loss 10.340, FS_loss 2.924, KL_loss: 1763072.492, 
	
28750/191900 (epoch 14) loss: 2.923, gen_loss: 9.537, Ret_loss 10.340, FS_loss 2.923, KL_loss: 1770476.849, 
	
28800/191900 (epoch 15) loss: 2.920, gen_loss: 9.785, Ret_loss 10.343, FS_loss 2.920, KL_loss: 2066419.742, 
	
28850/191900 (epoch 15) loss: 2.899, gen_loss: 9.793, Ret_loss 10.343, FS_loss 2.899, KL_loss: 2011634.017, 
	
28900/191900 (epoch 15) loss: 2.903, gen_loss: 9.785, Ret_loss 10.343, FS_loss 2.903, KL_loss: 2045889.091, 
	
28950/191900 (epoch 15) loss: 2.904, gen_loss: 9.777, Ret_loss 10.343, FS_loss 2.904, KL_loss: 2132113.073, 
	
29000/191900 (epoch 15) loss: 2.907, gen_loss: 9.782, Ret_loss 10.343, FS_loss 2.907, KL_loss: 2103533.259, 
	
29050/191900 (epoch 15) loss: 2.906, gen_loss: 9.790, Ret_loss 10.343, FS_loss 2.906, KL_loss: 2078581.883, 
	
29100/191900 (epoch 15) loss: 2.911, gen_loss: 9.784, Ret_loss 10.343, FS_loss 2.911, KL_loss: 2058878.950, 
	
29150/191900 (epoch 15) loss: 2.913, gen_loss: 9.782, Ret_loss 10.343, FS_loss 2.913, KL_loss: 2017023.586, 
	
29200/191900 (epoch 15) loss: 2.917, gen_loss: 9.778, Ret_loss 10.343, FS_loss 2.917, KL_loss: 2021577.285, 
	
29250/191900 (epoch 15) loss: 2.914, gen_loss: 9.790, Ret_loss 10.343, FS_loss 2.914, KL_loss: 2046402.359, 
	
29300/191900 (epoch 15) loss: 2.915, gen_loss: 9.795, Ret_loss 10.343, FS_loss 2.915, KL_loss: 2047123.069, 
	
29350/191900 (epoch 15) loss: 2.916, gen_loss: 9.798, Ret_loss 10.343, FS_loss 2.916, KL_loss: 2064517.077, 
	
29400/191900 (epoch 15) loss: 2.915, gen_loss: 9.802, Ret_loss 10.343, FS_loss 2.915, KL_loss: 2067061.066, 
	
29450/191900 (epoch 15) loss: 2.915, gen_loss: 9.805, Ret_loss 10.343, FS_loss 2.915, KL_loss: 2078652.233, 
	
29500/191900 (epoch 15) loss: 2.916, gen_loss: 9.809, Ret_loss 10.343, FS_loss 2.916, KL_loss: 2078149.124, 
	
29550/191900 (epoch 15) loss: 2.916, gen_loss: 9.812, Ret_loss 10.343, FS_loss 2.916, KL_loss: 2074075.531, 
	
29600/191900 (epoch 15) loss: 2.915, gen_loss: 9.816, Ret_loss 10.343, FS_loss 2.915, KL_loss: 2067913.447, 
	
29650/191900 (epoch 15) loss: 2.914, gen_loss: 9.821, Ret_loss 10.343, FS_loss 2.914, KL_loss: 2070463.967, 
	
29700/191900 (epoch 15) loss: 2.915, gen_loss: 9.823, Ret_loss 10.343, FS_loss 2.915, KL_loss: 2066751.797, 
	
29750/191900 (epoch 15) loss: 2.913, gen_loss: 9.827, Ret_loss 10.344, FS_loss 2.913, KL_loss: 2065598.702, 
	
29800/191900 (epoch 15) loss: 2.913, gen_loss: 9.830, Ret_loss 10.344, FS_loss 2.913, KL_loss: 2066039.138, 
	
29850/191900 (epoch 15) loss: 2.913, gen_loss: 9.831, Ret_loss 10.344, FS_loss 2.913, KL_loss: 2068101.074, 
	
29900/191900 (epoch 15) loss: 2.913, gen_loss: 9.834, Ret_loss 10.344, FS_loss 2.913, KL_loss: 2075842.968, 
	
29950/191900 (epoch 15) loss: 2.912, gen_loss: 9.837, Ret_loss 10.344, FS_loss 2.912, KL_loss: 2100850.657, 
	
30000/191900 (epoch 15) loss: 2.911, gen_loss: 9.841, Ret_loss 10.344, FS_loss 2.911, KL_loss: 2112489.602, 
	
30050/191900 (epoch 15) loss: 2.911, gen_loss: 9.843, Ret_loss 10.344, FS_loss 2.911, KL_loss: 2114919.232, 
	
30100/191900 (epoch 15) loss: 2.910, gen_loss: 9.846, Ret_loss 10.344, FS_loss 2.910, KL_loss: 2110544.185, 
	
30150/191900 (epoch 15) loss: 2.908, gen_loss: 9.849, Ret_loss 10.344, FS_loss 2.908, KL_loss: 2121133.475, 
	
30200/191900 (epoch 15) loss: 2.907, gen_loss: 9.853, Ret_loss 10.344, FS_loss 2.907, KL_loss: 2131491.423, 
	
30250/191900 (epoch 15) loss: 2.907, gen_loss: 9.855, Ret_loss 10.344, FS_loss 2.907, KL_loss: 2136581.123, 
	
30300/191900 (epoch 15) loss: 2.906, gen_loss: 9.857, Ret_loss 10.344, FS_loss 2.906, KL_loss: 2135084.101, 
	
30350/191900 (epoch 15) loss: 2.905, gen_loss: 9.858, Ret_loss 10.345, FS_loss 2.905, KL_loss: 2138160.964, 
	
30400/191900 (epoch 15) loss: 2.905, gen_loss: 9.860, Ret_loss 10.345, FS_loss 2.905, KL_loss: 2147387.866, 
	
30450/191900 (epoch 15) loss: 2.905, gen_loss: 9.861, Ret_loss 10.345, FS_loss 2.905, KL_loss: 2151019.908, 
	
30500/191900 (epoch 15) loss: 2.905, gen_loss: 9.861, Ret_loss 10.345, FS_loss 2.905, KL_loss: 2160979.318, 
	
30550/191900 (epoch 15) loss: 2.906, gen_loss: 9.861, Ret_loss 10.345, FS_loss 2.906, KL_loss: 2163532.063, 
	
30600/191900 (epoch 15) loss: 2.905, gen_loss: 9.861, Ret_loss 10.345, FS_loss 2.905, KL_loss: 2176281.856, 
	
30650/191900 (epoch 15) loss: 2.904, gen_loss: 9.863, Ret_loss 10.345, FS_loss 2.904, KL_loss: 2186711.675, 
	
30700/191900 (epoch 15) loss: 2.903, gen_loss: 9.865, Ret_loss 10.345, FS_loss 2.903, KL_loss: 2197028.855, 
	
Model checkpointed: save/model15.ckpt. Average for epoch , loss: 2.903
30750/191900 (epoch 16) loss: 2.871, gen_loss: 9.918, Ret_loss 10.349, FS_loss 2.871, KL_loss: 2715337.346, 
	
30800/191900 (epoch 16) loss: 2.881, gen_loss: 9.926, Ret_loss 10.349, FS_loss 2.881, KL_loss: 2688044.925, 
	
30850/191900 (epoch 16) loss: 2.882, gen_loss: 9.936, Ret_loss 10.350, FS_loss 2.882, KL_loss: 2662030.517, 
	
30900/191900 (epoch 16) loss: 2.886, gen_loss: 9.927, Ret_loss 10.350, FS_loss 2.886, KL_loss: 2603522.888, 
	
30950/191900 (epoch 16) loss: 2.889, gen_loss: 9.928, Ret_loss 10.350, FS_loss 2.889, KL_loss: 2629874.368, 
	
31000/191900 (epoch 16) loss: 2.886, gen_loss: 9.935, Ret_loss 10.350, FS_loss 2.886, KL_loss: 2715902.577, 
	
31050/191900 (epoch 16) loss: 2.892, gen_loss: 9.930, Ret_loss 10.350, FS_loss 2.892, KL_loss: 2690522.472, 
	
31100/191900 (epoch 16) loss: 2.896, gen_loss: 9.927, Ret_loss 10.350, FS_loss 2.896, KL_loss: 2641011.544, 
	
31150/191900 (epoch 16) loss: 2.893, gen_loss: 9.931, Ret_loss 10.350, FS_loss 2.893, KL_loss: 2591628.605, 
	
31200/191900 (epoch 16) loss: 2.891, gen_loss: 9.932, Ret_loss 10.350, FS_loss 2.891, KL_loss: 2585938.968, 
	
31250/191900 (epoch 16) loss: 2.892, gen_loss: 9.931, Ret_loss 10.350, FS_loss 2.892, KL_loss: 2571239.211, 
	
31300/191900 (epoch 16) loss: 2.889, gen_loss: 9.932, Ret_loss 10.350, FS_loss 2.889, KL_loss: 2597813.390, 
	
31350/191900 (epoch 16) loss: 2.892, gen_loss: 9.929, Ret_loss 10.350, FS_loss 2.892, KL_loss: 2571545.635, 
	
31400/191900 (epoch 16) loss: 2.893, gen_loss: 9.927, Ret_loss 10.350, FS_loss 2.893, KL_loss: 2573087.823, 
	
31450/191900 (epoch 16) loss: 2.895, gen_loss: 9.927, Ret_loss 10.351, FS_loss 2.895, KL_loss: 2570716.325, 
	
31500/191900 (epoch 16) loss: 2.895, gen_loss: 9.924, Ret_loss 10.351, FS_loss 2.895, KL_loss: 2549467.837, 
	
31550/191900 (epoch 16) loss: 2.892, gen_loss: 9.926, Ret_loss 10.351, FS_loss 2.892, KL_loss: 2544221.353, 
	
31600/191900 (epoch 16) loss: 2.894, gen_loss: 9.926, Ret_loss 10.351, FS_loss 2.894, KL_loss: 2529703.851, 
	
31650/191900 (epoch 16) loss: 2.893, gen_loss: 9.927, Ret_loss 10.351, FS_loss 2.893, KL_loss: 2534957.721, 
	
31700/191900 (epoch 16) loss: 2.893, gen_loss: 9.924, Ret_loss 10.351, FS_loss 2.893, KL_loss: 2532024.863, 
	
31750/191900 (epoch 16) loss: 2.893, gen_loss: 9.923, Ret_loss 10.351, FS_loss 2.893, KL_loss: 2523908.656, 
	
31800/191900 (epoch 16) loss: 2.892, gen_loss: 9.924, Ret_loss 10.351, FS_loss 2.892, KL_loss: 2526621.608, 
	
31850/191900 (epoch 16) loss: 2.893, gen_loss: 9.924, Ret_loss 10.351, FS_loss 2.893, KL_loss: 2526474.644, 
	
31900/191900 (epoch 16) loss: 2.894, gen_loss: 9.923, Ret_loss 10.352, FS_loss 2.894, KL_loss: 2524340.667, 
	
31950/191900 (epoch 16) loss: 2.894, gen_loss: 9.924, Ret_loss 10.352, FS_loss 2.894, KL_loss: 2521721.034, 
	
32000/191900 (epoch 16) loss: 2.892, gen_loss: 9.925, Ret_loss 10.352, FS_loss 2.892, KL_loss: 2504567.420, 
	
32050/191900 (epoch 16) loss: 2.890, gen_loss: 9.929, Ret_loss 10.352, FS_loss 2.890, KL_loss: 2495062.426, 
	
32100/191900 (epoch 16) loss: 2.888, gen_loss: 9.932, Ret_loss 10.352, FS_loss 2.888, KL_loss: 2494461.509, 
	
32150/191900 (epoch 16) loss: 2.886, gen_loss: 9.933, Ret_loss 10.352, FS_loss 2.886, KL_loss: 2486063.174, 
	
32200/191900 (epoch 16) loss: 2.887, gen_loss: 9.933, Ret_loss 10.352, FS_loss 2.887, KL_loss: 2487494.326, 
	
32250/191900 (epoch 16) loss: 2.886, gen_loss: 9.932, Ret_loss 10.352, FS_loss 2.886, KL_loss: 2497988.780, 
	
32300/191900 (epoch 16) loss: 2.885, gen_loss: 9.933, Ret_loss 10.352, FS_loss 2.885, KL_loss: 2510667.149, 
	
32350/191900 (epoch 16) loss: 2.885, gen_loss: 9.934, Ret_loss 10.352, FS_loss 2.885, KL_loss: 2509778.377, 
	
32400/191900 (epoch 16) loss: 2.885, gen_loss: 9.934, Ret_loss 10.352, FS_loss 2.885, KL_loss: 2512461.862, 
	
32450/191900 (epoch 16) loss: 2.886, gen_loss: 9.932, Ret_loss 10.352, FS_loss 2.886, KL_loss: 2520421.749, 
	
32500/191900 (epoch 16) loss: 2.886, gen_loss: 9.931, Ret_loss 10.352, FS_loss 2.886, KL_loss: 2523301.978, 
	
32550/191900 (epoch 16) loss: 2.886, gen_loss: 9.931, Ret_loss 10.352, FS_loss 2.886, KL_loss: 2521130.967, 
	
32600/191900 (epoch 16) loss: 2.885, gen_loss: 9.932, Ret_loss 10.352, FS_loss 2.885, KL_loss: 2526089.346, 
	
32650/191900 (epoch 17) loss: 2.877, gen_loss: 9.914, Ret_loss 10.354, FS_loss 2.877, KL_loss: 2714694.804, 
	
32700/191900 (epoch 17) loss: 2.864, gen_loss: 9.919, Ret_loss 10.354, FS_loss 2.864, KL_loss: 2582849.077, 
	
32750/191900 (epoch 17) loss: 2.866, gen_loss: 9.927, Ret_loss 10.354, FS_loss 2.866, KL_loss: 2597808.959, 
	
32800/191900 (epoch 17) loss: 2.871, gen_loss: 9.917, Ret_loss 10.354, FS_loss 2.871, KL_loss: 2563568.323, 
	
32850/191900 (epoch 17) loss: 2.874, gen_loss: 9.918, Ret_loss 10.354, FS_loss 2.874, KL_loss: 2560524.459, 
	
32900/191900 (epoch 17) loss: 2.869, gen_loss: 9.931, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2503580.494, 
	
32950/191900 (epoch 17) loss: 2.874, gen_loss: 9.925, Ret_loss 10.354, FS_loss 2.874, KL_loss: 2506681.779, 
	
33000/191900 (epoch 17) loss: 2.876, gen_loss: 9.932, Ret_loss 10.354, FS_loss 2.876, KL_loss: 2509376.769, 
	
33050/191900 (epoch 17) loss: 2.875, gen_loss: 9.936, Ret_loss 10.354, FS_loss 2.875, KL_loss: 2503696.446, 
	
33100/191900 (epoch 17) loss: 2.873, gen_loss: 9.943, Ret_loss 10.354, FS_loss 2.873, KL_loss: 2477932.652, 
	
33150/191900 (epoch 17) loss: 2.875, gen_loss: 9.943, Ret_loss 10.354, FS_loss 2.875, KL_loss: 2485669.614, 
	
33200/191900 (epoch 17) loss: 2.875, gen_loss: 9.946, Ret_loss 10.354, FS_loss 2.875, KL_loss: 2486466.176, 
	
33250/191900 (epoch 17) loss: 2.873, gen_loss: 9.950, Ret_loss 10.354, FS_loss 2.873, KL_loss: 2505028.249, 
	
33300/191900 (epoch 17) loss: 2.871, gen_loss: 9.954, Ret_loss 10.354, FS_loss 2.871, KL_loss: 2530326.438, 
	
33350/191900 (epoch 17) loss: 2.875, gen_loss: 9.952, Ret_loss 10.354, FS_loss 2.875, KL_loss: 2550342.138, 
	
33400/191900 (epoch 17) loss: 2.872, gen_loss: 9.954, Ret_loss 10.354, FS_loss 2.872, KL_loss: 2575635.177, 
	
33450/191900 (epoch 17) loss: 2.873, gen_loss: 9.956, Ret_loss 10.354, FS_loss 2.873, KL_loss: 2565420.375, 
	
33500/191900 (epoch 17) loss: 2.870, gen_loss: 9.960, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2581437.896, 
	
33550/191900 (epoch 17) loss: 2.870, gen_loss: 9.963, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2591923.160, 
	
33600/191900 (epoch 17) loss: 2.869, gen_loss: 9.965, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2587270.866, 
	
33650/191900 (epoch 17) loss: 2.869, gen_loss: 9.970, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2579934.118, 
	
33700/191900 (epoch 17) loss: 2.867, gen_loss: 9.974, Ret_loss 10.354, FS_loss 2.867, KL_loss: 2589151.048, 
	
33750/191900 (epoch 17) loss: 2.869, gen_loss: 9.974, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2606650.205, 
	
33800/191900 (epoch 17) loss: 2.870, gen_loss: 9.977, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2626203.339, 
	
33850/191900 (epoch 17) loss: 2.871, gen_loss: 9.978, Ret_loss 10.354, FS_loss 2.871, KL_loss: 2638897.897, 
	
33900/191900 (epoch 17) loss: 2.870, gen_loss: 9.981, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2631104.899, 
	
33950/191900 (epoch 17) loss: 2.870, gen_loss: 9.981, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2636220.956, 
	
34000/191900 (epoch 17) loss: 2.870, gen_loss: 9.983, Ret_loss 10.354, FS_loss 2.870, KL_loss: 2631714.441, 
	
34050/191900 (epoch 17) loss: 2.869, gen_loss: 9.987, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2642764.855, 
	
34100/191900 (epoch 17) loss: 2.869, gen_loss: 9.989, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2641562.294, 
	
34150/191900 (epoch 17) loss: 2.869, gen_loss: 9.991, Ret_loss 10.354, FS_loss 2.869, KL_loss: 2642449.448, 
	
34200/191900 (epoch 17) loss: 2.868, gen_loss: 9.994, Ret_loss 10.354, FS_loss 2.868, KL_loss: 2644561.315, 
	
34250/191900 (epoch 17) loss: 2.868, gen_loss: 9.996, Ret_loss 10.354, FS_loss 2.868, KL_loss: 2650769.141, 
	
34300/191900 (epoch 17) loss: 2.868, gen_loss: 9.998, Ret_loss 10.354, FS_loss 2.868, KL_loss: 2646846.867, 
	
34350/191900 (epoch 17) loss: 2.868, gen_loss: 10.001, Ret_loss 10.354, FS_loss 2.868, KL_loss: 2645594.802, 
	
34400/191900 (epoch 17) loss: 2.867, gen_loss: 10.005, Ret_loss 10.354, FS_loss 2.867, KL_loss: 2643378.617, 
	
34450/191900 (epoch 17) loss: 2.866, gen_loss: 10.007, Ret_loss 10.354, FS_loss 2.866, KL_loss: 2647135.874, 
	
34500/191900 (epoch 17) loss: 2.866, gen_loss: 10.009, Ret_loss 10.354, FS_loss 2.866, KL_loss: 2648592.592, 
	
34550/191900 (epoch 18) loss: 2.833, gen_loss: 10.203, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2658083.361, 
	
34600/191900 (epoch 18) loss: 2.858, gen_loss: 10.097, Ret_loss 10.355, FS_loss 2.858, KL_loss: 2745040.203, 
	
34650/191900 (epoch 18) loss: 2.860, gen_loss: 10.088, Ret_loss 10.355, FS_loss 2.860, KL_loss: 2838110.323, 
	
34700/191900 (epoch 18) loss: 2.857, gen_loss: 10.106, Ret_loss 10.355, FS_loss 2.857, KL_loss: 2766743.511, 
	
34750/191900 (epoch 18) loss: 2.857, gen_loss: 10.105, Ret_loss 10.355, FS_loss 2.857, KL_loss: 2800979.237, 
	
34800/191900 (epoch 18) loss: 2.857, gen_loss: 10.111, Ret_loss 10.355, FS_loss 2.857, KL_loss: 2740791.966, 
	
34850/191900 (epoch 18) loss: 2.859, gen_loss: 10.111, Ret_loss 10.355, FS_loss 2.859, KL_loss: 2869254.670, 
	
34900/191900 (epoch 18) loss: 2.856, gen_loss: 10.118, Ret_loss 10.355, FS_loss 2.856, KL_loss: 2880817.564, 
	
34950/191900 (epoch 18) loss: 2.860, gen_loss: 10.113, Ret_loss 10.355, FS_loss 2.860, KL_loss: 2874668.638, 
	
35000/191900 (epoch 18) loss: 2.859, gen_loss: 10.116, Ret_loss 10.355, FS_loss 2.859, KL_loss: 2858013.504, 
	
35050/191900 (epoch 18) loss: 2.858, gen_loss: 10.120, Ret_loss 10.355, FS_loss 2.858, KL_loss: 2894816.204, 
	
35100/191900 (epoch 18) loss: 2.855, gen_loss: 10.123, Ret_loss 10.354, FS_loss 2.855, KL_loss: 2893855.919, 
	
35150/191900 (epoch 18) loss: 2.856, gen_loss: 10.122, Ret_loss 10.354, FS_loss 2.856, KL_loss: 2906642.486, 
	
35200/191900 (epoch 18) loss: 2.856, gen_loss: 10.119, Ret_loss 10.354, FS_loss 2.856, KL_loss: 2901679.401, 
	
35250/191900 (epoch 18) loss: 2.858, gen_loss: 10.116, Ret_loss 10.354, FS_loss 2.858, KL_loss: 2875096.167, 
	
35300/191900 (epoch 18) loss: 2.857, gen_loss: 10.117, Ret_loss 10.354, FS_loss 2.857, KL_loss: 2842574.751, 
	
35350/191900 (epoch 18) loss: 2.854, gen_loss: 10.121, Ret_loss 10.354, FS_loss 2.854, KL_loss: 2831182.722, 
	
35400/191900 (epoch 18) loss: 2.853, gen_loss: 10.122, Ret_loss 10.354, FS_loss 2.853, KL_loss: 2840434.742, 
	
35450/191900 (epoch 18) loss: 2.855, gen_loss: 10.121, Ret_loss 10.354, FS_loss 2.855, KL_loss: 2836493.299, 
	
35500/191900 (epoch 18) loss: 2.855, gen_loss: 10.122, Ret_loss 10.354, FS_loss 2.855, KL_loss: 2833908.798, 
	
35550/191900 (epoch 18) loss: 2.853, gen_loss: 10.125, Ret_loss 10.354, FS_loss 2.853, KL_loss: 2835316.826, 
	
35600/191900 (epoch 18) loss: 2.854, gen_loss: 10.126, Ret_loss 10.354, FS_loss 2.854, KL_loss: 2833355.945, 
	
35650/191900 (epoch 18) loss: 2.854, gen_loss: 10.127, Ret_loss 10.354, FS_loss 2.854, KL_loss: 2818241.519, 
	
35700/191900 (epoch 18) loss: 2.853, gen_loss: 10.129, Ret_loss 10.354, FS_loss 2.853, KL_loss: 2822423.622, 
	
35750/191900 (epoch 18) loss: 2.854, gen_loss: 10.129, Ret_loss 10.354, FS_loss 2.854, KL_loss: 2819161.447, 
	
35800/191900 (epoch 18) loss: 2.853, gen_loss: 10.129, Ret_loss 10.354, FS_loss 2.853, KL_loss: 2810293.918, 
	
35850/191900 (epoch 18) loss: 2.853, gen_loss: 10.129, Ret_loss 10.354, FS_loss 2.853, KL_loss: 2805048.687, 
	
35900/191900 (epoch 18) loss: 2.852, gen_loss: 10.129, Ret_loss 10.354, FS_loss 2.852, KL_loss: 2801000.868, 
	
35950/191900 (epoch 18) loss: 2.852, gen_loss: 10.130, Ret_loss 10.354, FS_loss 2.852, KL_loss: 2792985.914, 
	
36000/191900 (epoch 18) loss: 2.851, gen_loss: 10.131, Ret_loss 10.354, FS_loss 2.851, KL_loss: 2800095.037, 
	
36050/191900 (epoch 18) loss: 2.852, gen_loss: 10.131, Ret_loss 10.354, FS_loss 2.852, KL_loss: 2816209.899, 
	
36100/191900 (epoch 18) loss: 2.851, gen_loss: 10.133, Ret_loss 10.354, FS_loss 2.851, KL_loss: 2817337.012, 
	
36150/191900 (epoch 18) loss: 2.851, gen_loss: 10.134, Ret_loss 10.354, FS_loss 2.851, KL_loss: 2821499.765, 
	
36200/191900 (epoch 18) loss: 2.851, gen_loss: 10.135, Ret_loss 10.354, FS_loss 2.851, KL_loss: 2829432.972, 
	
36250/191900 (epoch 18) loss: 2.850, gen_loss: 10.137, Ret_loss 10.354, FS_loss 2.850, KL_loss: 2832300.633, 
	
36300/191900 (epoch 18) loss: 2.848, gen_loss: 10.140, Ret_loss 10.354, FS_loss 2.848, KL_loss: 2833635.611, 
	
36350/191900 (epoch 18) loss: 2.848, gen_loss: 10.140, Ret_loss 10.354, FS_loss 2.848, KL_loss: 2834040.395, 
	
36400/191900 (epoch 18) loss: 2.847, gen_loss: 10.144, Ret_loss 10.354, FS_loss 2.847, KL_loss: 2836624.927, 
	
36450/191900 (epoch 18) loss: 2.847, gen_loss: 10.145, Ret_loss 10.354, FS_loss 2.847, KL_loss: 2847621.096, 
	
36500/191900 (epoch 19) loss: 2.806, gen_loss: 10.250, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2985145.475, 
	
36550/191900 (epoch 19) loss: 2.844, gen_loss: 10.188, Ret_loss 10.354, FS_loss 2.844, KL_loss: 2848059.775, 
	
36600/191900 (epoch 19) loss: 2.829, gen_loss: 10.218, Ret_loss 10.354, FS_loss 2.829, KL_loss: 3032062.434, 
	
36650/191900 (epoch 19) loss: 2.832, gen_loss: 10.212, Ret_loss 10.354, FS_loss 2.832, KL_loss: 2934663.337, 
	
36700/191900 (epoch 19) loss: 2.836, gen_loss: 10.210, Ret_loss 10.354, FS_loss 2.836, KL_loss: 2934343.757, 
	
36750/191900 (epoch 19) loss: 2.830, gen_loss: 10.215, Ret_loss 10.354, FS_loss 2.830, KL_loss: 2911108.719, 
	
36800/191900 (epoch 19) loss: 2.830, gen_loss: 10.217, Ret_loss 10.354, FS_loss 2.830, KL_loss: 2935187.693, 
	
36850/191900 (epoch 19) loss: 2.834, gen_loss: 10.213, Ret_loss 10.354, FS_loss 2.834, KL_loss: 2927021.646, 
	
36900/191900 (epoch 19) loss: 2.836, gen_loss: 10.210, Ret_loss 10.354, FS_loss 2.836, KL_loss: 2973921.918, 
	
36950/191900 (epoch 19) loss: 2.836, gen_loss: 10.209, Ret_loss 10.354, FS_loss 2.836, KL_loss: 2961361.512, 
	
37000/191900 (epoch 19) loss: 2.839, gen_loss: 10.206, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2949686.042, 
	
37050/191900 (epoch 19) loss: 2.838, gen_loss: 10.207, Ret_loss 10.354, FS_loss 2.838, KL_loss: 2972022.962, 
	
37100/191900 (epoch 19) loss: 2.839, gen_loss: 10.205, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2941950.917, 
	
37150/191900 (epoch 19) loss: 2.840, gen_loss: 10.201, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2907575.867, 
	
37200/191900 (epoch 19) loss: 2.841, gen_loss: 10.199, Ret_loss 10.354, FS_loss 2.841, KL_loss: 2893472.503, 
	
37250/191900 (epoch 19) loss: 2.840, gen_loss: 10.200, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2891172.354, 
	
37300/191900 (epoch 19) loss: 2.840, gen_loss: 10.202, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2904828.965, 
	
37350/191900 (epoch 19) loss: 2.841, gen_loss: 10.202, Ret_loss 10.354, FS_loss 2.841, KL_loss: 2901348.142, 
	
37400/191900 (epoch 19) loss: 2.841, gen_loss: 10.202, Ret_loss 10.354, FS_loss 2.841, KL_loss: 2914724.578, 
	
37450/191900 (epoch 19) loss: 2.840, gen_loss: 10.204, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2898544.535, 
	
37500/191900 (epoch 19) loss: 2.839, gen_loss: 10.208, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2898690.401, 
	
37550/191900 (epoch 19) loss: 2.839, gen_loss: 10.209, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2895951.025, 
	
37600/191900 (epoch 19) loss: 2.838, gen_loss: 10.211, Ret_loss 10.354, FS_loss 2.838, KL_loss: 2900069.748, 
	
37650/191900 (epoch 19) loss: 2.841, gen_loss: 10.208, Ret_loss 10.354, FS_loss 2.841, KL_loss: 2877304.954, 
	
37700/191900 (epoch 19) loss: 2.840, gen_loss: 10.210, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2857094.654, 
	
37750/191900 (epoch 19) loss: 2.840, gen_loss: 10.210, Ret_loss 10.354, FS_loss 2.840, KL_loss: 2854478.455, 
	
37800/191900 (epoch 19) loss: 2.839, gen_loss: 10.211, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2846780.552, 
	
37850/191900 (epoch 19) loss: 2.838, gen_loss: 10.213, Ret_loss 10.354, FS_loss 2.838, KL_loss: 2840595.505, 
	
37900/191900 (epoch 19) loss: 2.837, gen_loss: 10.213, Ret_loss 10.354, FS_loss 2.837, KL_loss: 2834908.649, 
	
37950/191900 (epoch 19) loss: 2.839, gen_loss: 10.212, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2826791.144, 
	
38000/191900 (epoch 19) loss: 2.838, gen_loss: 10.214, Ret_loss 10.354, FS_loss 2.838, KL_loss: 2817887.831, 
	
38050/191900 (epoch 19) loss: 2.839, gen_loss: 10.213, Ret_loss 10.354, FS_loss 2.839, KL_loss: 2815015.424, 
	
38100/191900 (epoch 19) loss: 2.838, gen_loss: 10.214, Ret_loss 10.354, FS_loss 2.838, KL_loss: 2803131.927, 
	
38150/191900 (epoch 19) loss: 2.837, gen_loss: 10.217, Ret_loss 10.354, FS_loss 2.837, KL_loss: 2795562.090, 
	
38200/191900 (epoch 19) loss: 2.836, gen_loss: 10.218, Ret_loss 10.354, FS_loss 2.836, KL_loss: 2798850.662, 
	
38250/191900 (epoch 19) loss: 2.835, gen_loss: 10.220, Ret_loss 10.354, FS_loss 2.835, KL_loss: 2793885.433, 
	
38300/191900 (epoch 19) loss: 2.836, gen_loss: 10.218, Ret_loss 10.354, FS_loss 2.836, KL_loss: 2786999.508, 
	
38350/191900 (epoch 19) loss: 2.837, gen_loss: 10.219, Ret_loss 10.354, FS_loss 2.837, KL_loss: 2779375.818, 
	
38400/191900 (epoch 20) loss: 2.860, gen_loss: 10.229, Ret_loss 10.354, FS_loss 2.860, KL_loss: 3396020.107, 
	
38450/191900 (epoch 20) loss: 2.848, gen_loss: 10.231, Ret_loss 10.354, FS_loss 2.848, KL_loss: 3230306.007, 
	
38500/191900 (epoch 20) loss: 2.845, gen_loss: 10.236, Ret_loss 10.355, FS_loss 2.845, KL_loss: 2937190.357, 
	
38550/191900 (epoch 20) loss: 2.834, gen_loss: 10.247, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2961859.456, 
	
38600/191900 (epoch 20) loss: 2.840, gen_loss: 10.243, Ret_loss 10.354, FS_loss 2.840, KL_loss: 3003366.312, 
	
38650/191900 (epoch 20) loss: 2.843, gen_loss: 10.239, Ret_loss 10.355, FS_loss 2.843, KL_loss: 2997711.914, 
	
38700/191900 (epoch 20) loss: 2.843, gen_loss: 10.238, Ret_loss 10.354, FS_loss 2.843, KL_loss: 2959650.633, 
	
38750/191900 (epoch 20) loss: 2.844, gen_loss: 10.242, Ret_loss 10.354, FS_loss 2.844, KL_loss: 2938155.704, 
	
38800/191900 (epoch 20) loss: 2.843, gen_loss: 10.244, Ret_loss 10.355, FS_loss 2.843, KL_loss: 2957209.844, 
	
38850/191900 (epoch 20) loss: 2.842, gen_loss: 10.243, Ret_loss 10.355, FS_loss 2.842, KL_loss: 2921033.927, 
	
38900/191900 (epoch 20) loss: 2.841, gen_loss: 10.246, Ret_loss 10.355, FS_loss 2.841, KL_loss: 2889225.991, 
	
38950/191900 (epoch 20) loss: 2.842, gen_loss: 10.244, Ret_loss 10.355, FS_loss 2.842, KL_loss: 2865634.142, 
	
39000/191900 (epoch 20) loss: 2.839, gen_loss: 10.249, Ret_loss 10.355, FS_loss 2.839, KL_loss: 2866290.279, 
	
39050/191900 (epoch 20) loss: 2.839, gen_loss: 10.250, Ret_loss 10.355, FS_loss 2.839, KL_loss: 2855999.346, 
	
39100/191900 (epoch 20) loss: 2.837, gen_loss: 10.251, Ret_loss 10.355, FS_loss 2.837, KL_loss: 2838839.497, 
	
39150/191900 (epoch 20) loss: 2.834, gen_loss: 10.258, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2850602.871, 
	
39200/191900 (epoch 20) loss: 2.834, gen_loss: 10.257, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2847650.932, 
	
39250/191900 (epoch 20) loss: 2.835, gen_loss: 10.258, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2850933.480, 
	
39300/191900 (epoch 20) loss: 2.834, gen_loss: 10.259, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2880494.050, 
	
39350/191900 (epoch 20) loss: 2.835, gen_loss: 10.259, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2884397.771, 
	
39400/191900 (epoch 20) loss: 2.835, gen_loss: 10.260, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2897741.975, 
	
39450/191900 (epoch 20) loss: 2.835, gen_loss: 10.261, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2901265.191, 
	
39500/191900 (epoch 20) loss: 2.834, gen_loss: 10.264, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2896459.783, 
	
39550/191900 (epoch 20) loss: 2.835, gen_loss: 10.265, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2894236.069, 
	
39600/191900 (epoch 20) loss: 2.835, gen_loss: 10.265, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2886199.664, 
	
39650/191900 (epoch 20) loss: 2.835, gen_loss: 10.267, Ret_loss 10.355, FS_loss 2.835, KL_loss: 2861552.765, 
	
39700/191900 (epoch 20) loss: 2.834, gen_loss: 10.270, Ret_loss 10.355, FS_loss 2.834, KL_loss: 2862114.164, 
	
39750/191900 (epoch 20) loss: 2.833, gen_loss: 10.272, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2865658.719, 
	
39800/191900 (epoch 20) loss: 2.832, gen_loss: 10.273, Ret_loss 10.355, FS_loss 2.832, KL_loss: 2856126.366, 
	
39850/191900 (epoch 20) loss: 2.833, gen_loss: 10.274, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2853825.730, 
	
39900/191900 (epoch 20) loss: 2.833, gen_loss: 10.275, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2849012.792, 
	
39950/191900 (epoch 20) loss: 2.832, gen_loss: 10.277, Ret_loss 10.355, FS_loss 2.832, KL_loss: 2852214.619, 
	
40000/191900 (epoch 20) loss: 2.832, gen_loss: 10.278, Ret_loss 10.355, FS_loss 2.832, KL_loss: 2855002.130, 
	
40050/191900 (epoch 20) loss: 2.832, gen_loss: 10.279, Ret_loss 10.355, FS_loss 2.832, KL_loss: 2848446.838, 
	
40100/191900 (epoch 20) loss: 2.833, gen_loss: 10.279, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2850920.255, 
	
40150/191900 (epoch 20) loss: 2.833, gen_loss: 10.281, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2848633.356, 
	
40200/191900 (epoch 20) loss: 2.833, gen_loss: 10.282, Ret_loss 10.355, FS_loss 2.833, KL_loss: 2840466.493, 
	
40250/191900 (epoch 20) loss: 2.832, gen_loss: 10.284, Ret_loss 10.355, FS_loss 2.832, KL_loss: 2847680.996, 
	
Model checkpointed: save/model20.ckpt. Average for epoch , loss: 2.832
40300/191900 (epoch 21) loss: 2.789, gen_loss: 10.192, Ret_loss 10.358, FS_loss 2.789, KL_loss: 2620404.875, 
	
40350/191900 (epoch 21) loss: 2.806, gen_loss: 10.404, Ret_loss 10.357, FS_loss 2.806, KL_loss: 2760586.779, 
	
40400/191900 (epoch 21) loss: 2.809, gen_loss: 10.379, Ret_loss 10.356, FS_loss 2.809, KL_loss: 2628232.515, 
	
40450/191900 (epoch 21) loss: 2.813, gen_loss: 10.372, Ret_loss 10.356, FS_loss 2.813, KL_loss: 2611505.597, 
	
40500/191900 (epoch 21) loss: 2.813, gen_loss: 10.374, Ret_loss 10.356, FS_loss 2.813, KL_loss: 2628689.700, 
	
40550/191900 (epoch 21) loss: 2.805, gen_loss: 10.386, Ret_loss 10.356, FS_loss 2.805, KL_loss: 2574720.997, 
	
40600/191900 (epoch 21) loss: 2.806, gen_loss: 10.385, Ret_loss 10.356, FS_loss 2.806, KL_loss: 2552406.462, 
	
40650/191900 (epoch 21) loss: 2.808, gen_loss: 10.391, Ret_loss 10.356, FS_loss 2.808, KL_loss: 2548110.036, 
	
40700/191900 (epoch 21) loss: 2.811, gen_loss: 10.391, Ret_loss 10.356, FS_loss 2.811, KL_loss: 2546540.013, 
	
40750/191900 (epoch 21) loss: 2.812, gen_loss: 10.392, Ret_loss 10.356, FS_loss 2.812, KL_loss: 2545984.532, 
	
40800/191900 (epoch 21) loss: 2.815, gen_loss: 10.392, Ret_loss 10.355, FS_loss 2.815, KL_loss: 2598679.877, 
	
40850/191900 (epoch 21) loss: 2.813, gen_loss: 10.396, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2615445.795, 
	
40900/191900 (epoch 21) loss: 2.812, gen_loss: 10.401, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2595554.151, 
	
40950/191900 (epoch 21) loss: 2.810, gen_loss: 10.404, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2604530.813, 
	
41000/191900 (epoch 21) loss: 2.809, gen_loss: 10.406, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2614550.998, 
	
41050/191900 (epoch 21) loss: 2.810, gen_loss: 10.405, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2641453.317, 
	
41100/191900 (epoch 21) loss: 2.809, gen_loss: 10.406, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2637206.787, 
	
41150/191900 (epoch 21) loss: 2.810, gen_loss: 10.406, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2609362.711, 
	
41200/191900 (epoch 21) loss: 2.810, gen_loss: 10.405, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2593881.057, 
	
41250/191900 (epoch 21) loss: 2.811, gen_loss: 10.405, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2583612.393, 
	
41300/191900 (epoch 21) loss: 2.811, gen_loss: 10.404, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2578028.735, 
	
41350/191900 (epoch 21) loss: 2.811, gen_loss: 10.404, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2585755.897, 
	
41400/191900 (epoch 21) loss: 2.809, gen_loss: 10.408, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2591210.455, 
	
41450/191900 (epoch 21) loss: 2.809, gen_loss: 10.409, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2591041.146, 
	
41500/191900 (epoch 21) loss: 2.810, gen_loss: 10.409, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2598811.996, 
	
41550/191900 (epoch 21) loss: 2.809, gen_loss: 10.410, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2608185.649, 
	
41600/191900 (epoch 21) loss: 2.811, gen_loss: 10.409, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2602318.085, 
	
41650/191900 (epoch 21) loss: 2.812, gen_loss: 10.410, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2600914.337, 
	
41700/191900 (epoch 21) loss: 2.812, gen_loss: 10.411, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2607641.108, 
	
41750/191900 (epoch 21) loss: 2.812, gen_loss: 10.412, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2616092.400, 
	
41800/191900 (epoch 21) loss: 2.813, gen_loss: 10.412, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2623605.076, 
	
41850/191900 (epoch 21) loss: 2.813, gen_loss: 10.413, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2636363.098, 
	
41900/191900 (epoch 21) loss: 2.812, gen_loss: 10.415, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2643400.675, 
	
41950/191900 (epoch 21) loss: 2.812, gen_loss: 10.416, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2642840.000, 
	
42000/191900 (epoch 21) loss: 2.813, gen_loss: 10.416, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2643517.524, 
	
42050/191900 (epoch 21) loss: 2.813, gen_loss: 10.415, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2650344.746, 
	
42100/191900 (epoch 21) loss: 2.812, gen_loss: 10.415, Ret_loss 10.355, FS_loss 2.812, KL_loss: 2652750.439, 
	
42150/191900 (epoch 21) loss: 2.813, gen_loss: 10.415, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2657697.398, 
	
42200/191900 (epoch 21) loss: 2.813, gen_loss: 10.415, Ret_loss 10.355, FS_loss 2.813, KL_loss: 2660986.427, 
	
42250/191900 (epoch 22) loss: 2.816, gen_loss: 10.438, Ret_loss 10.355, FS_loss 2.816, KL_loss: 2898559.644, 
	
42300/191900 (epoch 22) loss: 2.811, gen_loss: 10.437, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2547251.184, 
	
42350/191900 (epoch 22) loss: 2.811, gen_loss: 10.450, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2482375.918, 
	
42400/191900 (epoch 22) loss: 2.804, gen_loss: 10.457, Ret_loss 10.355, FS_loss 2.804, KL_loss: 2488419.501, 
	
42450/191900 (epoch 22) loss: 2.807, gen_loss: 10.455, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2523997.057, 
	
42500/191900 (epoch 22) loss: 2.806, gen_loss: 10.460, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2465563.776, 
	
42550/191900 (epoch 22) loss: 2.806, gen_loss: 10.461, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2483380.608, 
	
42600/191900 (epoch 22) loss: 2.809, gen_loss: 10.456, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2514348.316, 
	
42650/191900 (epoch 22) loss: 2.810, gen_loss: 10.456, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2515472.240, 
	
42700/191900 (epoch 22) loss: 2.807, gen_loss: 10.462, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2523760.400, 
	
42750/191900 (epoch 22) loss: 2.808, gen_loss: 10.461, Ret_loss 10.355, FS_loss 2.808, KL_loss: 2511072.299, 
	
42800/191900 (epoch 22) loss: 2.810, gen_loss: 10.457, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2488890.030, 
	
42850/191900 (epoch 22) loss: 2.810, gen_loss: 10.460, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2485769.700, 
	
42900/191900 (epoch 22) loss: 2.811, gen_loss: 10.459, Ret_loss 10.355, FS_loss 2.811, KL_loss: 2478862.129, 
	
42950/191900 (epoch 22) loss: 2.810, gen_loss: 10.464, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2488985.088, 
	
43000/191900 (epoch 22) loss: 2.810, gen_loss: 10.464, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2485872.449, 
	
43050/191900 (epoch 22) loss: 2.810, gen_loss: 10.464, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2494878.680, 
	
43100/191900 (epoch 22) loss: 2.810, gen_loss: 10.466, Ret_loss 10.355, FS_loss 2.810, KL_loss: 2502341.826, 
	
43150/191900 (epoch 22) loss: 2.809, gen_loss: 10.469, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2501706.915, 
	
43200/191900 (epoch 22) loss: 2.806, gen_loss: 10.473, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2503612.604, 
	
43250/191900 (epoch 22) loss: 2.807, gen_loss: 10.471, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2497772.904, 
	
43300/191900 (epoch 22) loss: 2.807, gen_loss: 10.471, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2474096.564, 
	
43350/191900 (epoch 22) loss: 2.808, gen_loss: 10.470, Ret_loss 10.355, FS_loss 2.808, KL_loss: 2462586.593, 
	
43400/191900 (epoch 22) loss: 2.809, gen_loss: 10.468, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2442746.576, 
	
43450/191900 (epoch 22) loss: 2.809, gen_loss: 10.466, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2429326.545, 
	
43500/191900 (epoch 22) loss: 2.809, gen_loss: 10.466, Ret_loss 10.355, FS_loss 2.809, KL_loss: 2424525.890, 
	
43550/191900 (epoch 22) loss: 2.808, gen_loss: 10.468, Ret_loss 10.355, FS_loss 2.808, KL_loss: 2423067.165, 
	
43600/191900 (epoch 22) loss: 2.808, gen_loss: 10.467, Ret_loss 10.355, FS_loss 2.808, KL_loss: 2418242.176, 
	
43650/191900 (epoch 22) loss: 2.808, gen_loss: 10.467, Ret_loss 10.355, FS_loss 2.808, KL_loss: 2412202.579, 
	
43700/191900 (epoch 22) loss: 2.807, gen_loss: 10.469, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2411598.692, 
	
43750/191900 (epoch 22) loss: 2.806, gen_loss: 10.469, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2405981.134, 
	
43800/191900 (epoch 22) loss: 2.806, gen_loss: 10.470, Ret_loss 10.355, FS_loss 2.806, KL_loss: 2406508.974, 
	
43850/191900 (epoch 22) loss: 2.807, gen_loss: 10.469, Ret_loss 10.355, FS_loss 2.807, KL_loss: 2399934.554, 
	
